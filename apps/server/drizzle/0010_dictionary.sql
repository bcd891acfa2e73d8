CREATE TABLE "generated_word_details" (
	"language" text NOT NULL,
	"word_key" text NOT NULL,
	"interface_language" text NOT NULL,
	"details" jsonb NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_word_details_language_word_key_interface_language_pk" PRIMARY KEY("language","word_key","interface_language")
);
--> statement-breakpoint
CREATE TABLE "lexicon_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"language" text NOT NULL,
	"headword" text NOT NULL,
	"headword_key" text NOT NULL,
	"part_of_speech" text,
	"senses" jsonb NOT NULL,
	"etymology" text,
	"ipa" text
);
--> statement-breakpoint
CREATE TABLE "lexicon_forms" (
	"entry_id" bigint NOT NULL,
	"language" text NOT NULL,
	"form_key" text NOT NULL,
	CONSTRAINT "lexicon_forms_entry_id_form_key_pk" PRIMARY KEY("entry_id","form_key")
);
--> statement-breakpoint
CREATE TABLE "lexicon_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"language" text,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"status" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attribution" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"word_key" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_frequencies" (
	"source_id" integer NOT NULL,
	"language" text NOT NULL,
	"word_key" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "word_frequencies_language_word_key_source_id_pk" PRIMARY KEY("language","word_key","source_id")
);
--> statement-breakpoint
CREATE TABLE "word_levels" (
	"source_id" integer NOT NULL,
	"language" text NOT NULL,
	"word_key" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "word_levels_language_word_key_source_id_pk" PRIMARY KEY("language","word_key","source_id")
);
--> statement-breakpoint
ALTER TABLE "lexicon_entries" ADD CONSTRAINT "lexicon_entries_source_id_lexicon_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."lexicon_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lexicon_forms" ADD CONSTRAINT "lexicon_forms_entry_id_lexicon_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."lexicon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_words" ADD CONSTRAINT "study_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_frequencies" ADD CONSTRAINT "word_frequencies_source_id_lexicon_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."lexicon_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_levels" ADD CONSTRAINT "word_levels_source_id_lexicon_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."lexicon_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lexicon_entries_language_key" ON "lexicon_entries" USING btree ("language","headword_key");--> statement-breakpoint
CREATE INDEX "lexicon_entries_source" ON "lexicon_entries" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "lexicon_forms_language_key" ON "lexicon_forms" USING btree ("language","form_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lexicon_sources_file_hash" ON "lexicon_sources" USING btree ("file_name","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "study_words_user_language_key" ON "study_words" USING btree ("user_id","language","word_key");--> statement-breakpoint
CREATE INDEX "study_words_user_created_id" ON "study_words" USING btree ("user_id","created_at","id");