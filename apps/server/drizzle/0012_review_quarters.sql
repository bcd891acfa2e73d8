CREATE TABLE "vocabulary_review_quarters" (
	"user_id" uuid NOT NULL,
	"quarter" bigint NOT NULL,
	"reviews" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "vocabulary_review_quarters_user_id_quarter_pk" PRIMARY KEY("user_id","quarter")
);
--> statement-breakpoint
ALTER TABLE "vocabulary_review_quarters" ADD CONSTRAINT "vocabulary_review_quarters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Answers given before this table existed, counted once into their quarter hours.
INSERT INTO "vocabulary_review_quarters" ("user_id", "quarter", "reviews", "correct")
SELECT "user_id", floor(extract(epoch from "reviewed_at") / 900)::bigint, count(*)::int,
  (count(*) filter (where "is_correct"))::int
FROM "vocabulary_review_logs"
GROUP BY 1, 2;
