CREATE TABLE "dialogue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"level" text NOT NULL,
	"topic" text NOT NULL,
	"user_message" text NOT NULL,
	"gpt_response" text NOT NULL,
	"corrections" jsonb,
	"model" text NOT NULL,
	"word_count" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialogue_word_uses" (
	"entry_id" uuid NOT NULL,
	"study_word_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"scheduled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialogue_word_uses_entry_id_study_word_id_pk" PRIMARY KEY("entry_id","study_word_id")
);
--> statement-breakpoint
ALTER TABLE "dialogue_entries" ADD CONSTRAINT "dialogue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogue_word_uses" ADD CONSTRAINT "dialogue_word_uses_entry_id_dialogue_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dialogue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogue_word_uses" ADD CONSTRAINT "dialogue_word_uses_study_word_id_study_words_id_fk" FOREIGN KEY ("study_word_id") REFERENCES "public"."study_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogue_word_uses" ADD CONSTRAINT "dialogue_word_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialogue_entries_user_language_created" ON "dialogue_entries" USING btree ("user_id","language_code","created_at","id");--> statement-breakpoint
CREATE INDEX "dialogue_entries_conversation_created" ON "dialogue_entries" USING btree ("conversation_id","created_at");