CREATE TABLE "translation_counts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_counts_user_id_day_source_language_target_language_kind_pk" PRIMARY KEY("user_id","day","source_language","target_language","kind")
);
--> statement-breakpoint
-- Every translation counted so far, folded into its day's counter before the old rows go.
INSERT INTO "translation_counts" ("user_id", "day", "source_language", "target_language", "kind", "count", "last_at")
SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "source_language", "target_language", "kind", count(*), max("created_at")
FROM "translation_events"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP TABLE "translation_events" CASCADE;--> statement-breakpoint
ALTER TABLE "translation_counts" ADD CONSTRAINT "translation_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;