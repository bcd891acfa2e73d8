CREATE TABLE "vocabulary_cards" (
	"study_word_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"correct_streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_recommendations" (
	"user_id" uuid NOT NULL,
	"generated_on" date NOT NULL,
	"interface_language" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"model" text,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_recommendations_user_id_generated_on_interface_language_pk" PRIMARY KEY("user_id","generated_on","interface_language")
);
--> statement-breakpoint
CREATE TABLE "vocabulary_review_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"study_word_id" uuid,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"is_correct" boolean NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	"duration_ms" integer,
	"source" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"fsrs_parameters" jsonb,
	"optimised_at" timestamp with time zone,
	"optimised_from_reviews" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_word_details" (
	"study_word_id" uuid PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"translation" text,
	"translation_language" text,
	"definition" text,
	"example" text,
	"topic" text,
	"difficulty_level" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocabulary_cards" ADD CONSTRAINT "vocabulary_cards_study_word_id_study_words_id_fk" FOREIGN KEY ("study_word_id") REFERENCES "public"."study_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_cards" ADD CONSTRAINT "vocabulary_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_recommendations" ADD CONSTRAINT "vocabulary_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_review_logs" ADD CONSTRAINT "vocabulary_review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_review_logs" ADD CONSTRAINT "vocabulary_review_logs_study_word_id_study_words_id_fk" FOREIGN KEY ("study_word_id") REFERENCES "public"."study_words"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_settings" ADD CONSTRAINT "vocabulary_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_word_details" ADD CONSTRAINT "vocabulary_word_details_study_word_id_study_words_id_fk" FOREIGN KEY ("study_word_id") REFERENCES "public"."study_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocabulary_cards_user_due" ON "vocabulary_cards" USING btree ("user_id","due","study_word_id");--> statement-breakpoint
CREATE INDEX "vocabulary_review_logs_user_reviewed" ON "vocabulary_review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "vocabulary_review_logs_word" ON "vocabulary_review_logs" USING btree ("study_word_id","reviewed_at");