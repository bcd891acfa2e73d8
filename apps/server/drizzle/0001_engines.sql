CREATE TABLE "translation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"engine" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_memory" (
	"engine" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"translation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_memory_engine_source_language_target_language_source_hash_pk" PRIMARY KEY("engine","source_language","target_language","source_hash")
);
--> statement-breakpoint
ALTER TABLE "translation_events" ADD CONSTRAINT "translation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_events_user_created" ON "translation_events" USING btree ("user_id","created_at");