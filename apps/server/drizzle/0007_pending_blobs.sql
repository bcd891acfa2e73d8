CREATE TABLE "pending_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_blobs_created" ON "pending_blobs" USING btree ("created_at");