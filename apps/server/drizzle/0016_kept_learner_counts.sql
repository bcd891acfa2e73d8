CREATE TABLE "study_due_days" (
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"language" text NOT NULL,
	"cards" integer NOT NULL,
	CONSTRAINT "study_due_days_user_id_day_language_pk" PRIMARY KEY("user_id","day","language")
);
--> statement-breakpoint
CREATE TABLE "study_word_counts" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"cards" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_word_counts_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "vocabulary_review_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reviews" bigint DEFAULT 0 NOT NULL,
	"correct" bigint DEFAULT 0 NOT NULL,
	"last_quarter" bigint NOT NULL,
	"rewrites" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_streak_summaries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"through_quarter" bigint NOT NULL,
	"rewrites" bigint NOT NULL,
	"last_day" text NOT NULL,
	"current_run" integer NOT NULL,
	"longest_run" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_words" ADD COLUMN "answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_due_days" ADD CONSTRAINT "study_due_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_word_counts" ADD CONSTRAINT "study_word_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_review_totals" ADD CONSTRAINT "vocabulary_review_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_streak_summaries" ADD CONSTRAINT "vocabulary_streak_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_words_user_language_created_id" ON "study_words" USING btree ("user_id","language","created_at","id");--> statement-breakpoint
CREATE INDEX "study_words_user_new" ON "study_words" USING btree ("user_id","created_at","id") WHERE not "study_words"."answered";--> statement-breakpoint
-- Kept learner counts (docs/decisions/037-kept-learner-statistics.md): triggers count every write to the
-- study words, their cards and the answers per quarter hour in the writing transaction, whatever wrote it
-- (a look-up, an add, a removal, an answer, a dialogue turn, a cascade, a test's own SQL). The UTC day
-- number of a card's due names its study_due_days row.
CREATE OR REPLACE FUNCTION tolk_due_day(due timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(extract(epoch FROM due) / 86400)::integer
$$;
--> statement-breakpoint
-- Adds delta cards to a learner's day of due in a language; a day left with none is removed. Only an
-- addition inserts a row, so a removal while the user is being deleted never makes one.
CREATE OR REPLACE FUNCTION tolk_count_due_day(learner uuid, word_language text, due timestamptz, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO study_due_days (user_id, day, language, cards)
      VALUES (learner, tolk_due_day(due), word_language, delta)
      ON CONFLICT (user_id, day, language) DO UPDATE SET cards = study_due_days.cards + delta;
  ELSE
    UPDATE study_due_days SET cards = cards + delta
      WHERE user_id = learner AND day = tolk_due_day(due) AND language = word_language;
    DELETE FROM study_due_days
      WHERE user_id = learner AND day = tolk_due_day(due) AND language = word_language AND cards <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_study_word_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO study_word_counts (user_id, language, words, cards) VALUES (NEW.user_id, NEW.language, 1, 0)
    ON CONFLICT (user_id, language) DO UPDATE SET words = study_word_counts.words + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before a word goes: its card goes after it by cascade, when the word can no longer name the card's
-- language, so the card is counted off here, with the word. When the learner is being deleted, their
-- kept rows go by cascade too, and writing them would only break the learner's foreign key.
CREATE OR REPLACE FUNCTION tolk_count_study_word_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN RETURN OLD; END IF;
  UPDATE study_word_counts
    SET words = words - 1, cards = cards - (SELECT count(*)::integer FROM vocabulary_cards WHERE study_word_id = OLD.id)
    WHERE user_id = OLD.user_id AND language = OLD.language;
  DELETE FROM study_word_counts WHERE user_id = OLD.user_id AND language = OLD.language AND words <= 0;
  PERFORM tolk_count_due_day(c.user_id, OLD.language, c.due, -1) FROM vocabulary_cards c WHERE c.study_word_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_study_words_added AFTER INSERT ON study_words
  FOR EACH ROW EXECUTE FUNCTION tolk_count_study_word_added();
--> statement-breakpoint
CREATE TRIGGER tolk_study_words_removed BEFORE DELETE ON study_words
  FOR EACH ROW EXECUTE FUNCTION tolk_count_study_word_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_card() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  word_language text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT language INTO word_language FROM study_words WHERE id = OLD.study_word_id;
    -- A card that went with its word was counted off by the word's trigger; one that goes with its
    -- learner needs no counting.
    IF word_language IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN RETURN NULL; END IF;
    UPDATE study_word_counts SET cards = cards - 1 WHERE user_id = OLD.user_id AND language = word_language;
    UPDATE study_words SET answered = false WHERE id = OLD.study_word_id;
    PERFORM tolk_count_due_day(OLD.user_id, word_language, OLD.due, -1);
    RETURN NULL;
  END IF;
  SELECT language INTO word_language FROM study_words WHERE id = NEW.study_word_id;
  IF TG_OP = 'INSERT' THEN
    UPDATE study_word_counts SET cards = cards + 1 WHERE user_id = NEW.user_id AND language = word_language;
    UPDATE study_words SET answered = true WHERE id = NEW.study_word_id;
    PERFORM tolk_count_due_day(NEW.user_id, word_language, NEW.due, 1);
  ELSIF tolk_due_day(NEW.due) < tolk_due_day(OLD.due) THEN
    -- The two days' rows are locked earlier day first, so two answers at once never wait on each other.
    PERFORM tolk_count_due_day(NEW.user_id, word_language, NEW.due, 1);
    PERFORM tolk_count_due_day(OLD.user_id, word_language, OLD.due, -1);
  ELSIF tolk_due_day(NEW.due) > tolk_due_day(OLD.due) THEN
    PERFORM tolk_count_due_day(OLD.user_id, word_language, OLD.due, -1);
    PERFORM tolk_count_due_day(NEW.user_id, word_language, NEW.due, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_vocabulary_cards_counted AFTER INSERT OR UPDATE OR DELETE ON vocabulary_cards
  FOR EACH ROW EXECUTE FUNCTION tolk_count_card();
--> statement-breakpoint
-- An answer counted into an earlier quarter than the latest (two instances' clocks, a test's own clock),
-- or a quarter taken away or lowered, is a rewrite: the streak summaries made before it are rebuilt.
CREATE OR REPLACE FUNCTION tolk_count_review_quarter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vocabulary_review_totals (user_id, reviews, correct, last_quarter, rewrites)
      VALUES (NEW.user_id, NEW.reviews, NEW.correct, NEW.quarter, 0)
      ON CONFLICT (user_id) DO UPDATE SET
        reviews = vocabulary_review_totals.reviews + NEW.reviews,
        correct = vocabulary_review_totals.correct + NEW.correct,
        last_quarter = greatest(vocabulary_review_totals.last_quarter, NEW.quarter),
        rewrites = vocabulary_review_totals.rewrites + (NEW.quarter < vocabulary_review_totals.last_quarter)::integer;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE vocabulary_review_totals SET
        reviews = reviews + NEW.reviews - OLD.reviews,
        correct = correct + NEW.correct - OLD.correct,
        last_quarter = greatest(last_quarter, NEW.quarter),
        rewrites = rewrites + (NEW.quarter <> OLD.quarter OR NEW.reviews < OLD.reviews)::integer
      WHERE user_id = NEW.user_id;
  ELSIF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    UPDATE vocabulary_review_totals
      SET reviews = reviews - OLD.reviews, correct = correct - OLD.correct, rewrites = rewrites + 1
      WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_vocabulary_review_quarters_counted AFTER INSERT OR UPDATE OR DELETE ON vocabulary_review_quarters
  FOR EACH ROW EXECUTE FUNCTION tolk_count_review_quarter();
--> statement-breakpoint
-- The repair (`npm run statistics -- recount`): every kept figure of one learner, or of all, counted again
-- from the rows, with writes to the counted tables held back meanwhile. The quarters are the answers'
-- record and stay; their totals' rewrites go up, so every streak summary is rebuilt.
CREATE OR REPLACE FUNCTION tolk_recount_learner_statistics(learner uuid DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE study_words, vocabulary_cards, vocabulary_review_quarters IN SHARE MODE;
  DELETE FROM study_word_counts WHERE learner IS NULL OR user_id = learner;
  INSERT INTO study_word_counts (user_id, language, words, cards)
    SELECT w.user_id, w.language, count(*)::integer, count(c.study_word_id)::integer
    FROM study_words w LEFT JOIN vocabulary_cards c ON c.study_word_id = w.id
    WHERE learner IS NULL OR w.user_id = learner
    GROUP BY w.user_id, w.language;
  DELETE FROM study_due_days WHERE learner IS NULL OR user_id = learner;
  INSERT INTO study_due_days (user_id, day, language, cards)
    SELECT c.user_id, tolk_due_day(c.due), w.language, count(*)::integer
    FROM vocabulary_cards c JOIN study_words w ON w.id = c.study_word_id
    WHERE learner IS NULL OR c.user_id = learner
    GROUP BY c.user_id, tolk_due_day(c.due), w.language;
  UPDATE study_words w SET answered = NOT w.answered
    WHERE (learner IS NULL OR w.user_id = learner)
      AND w.answered <> EXISTS (SELECT 1 FROM vocabulary_cards c WHERE c.study_word_id = w.id);
  DELETE FROM vocabulary_review_totals t
    WHERE (learner IS NULL OR t.user_id = learner)
      AND NOT EXISTS (SELECT 1 FROM vocabulary_review_quarters q WHERE q.user_id = t.user_id);
  INSERT INTO vocabulary_review_totals (user_id, reviews, correct, last_quarter, rewrites)
    SELECT user_id, sum(reviews), sum(correct), max(quarter), 0
    FROM vocabulary_review_quarters WHERE learner IS NULL OR user_id = learner GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET reviews = excluded.reviews, correct = excluded.correct,
      last_quarter = excluded.last_quarter, rewrites = vocabulary_review_totals.rewrites + 1;
  DELETE FROM vocabulary_streak_summaries WHERE learner IS NULL OR user_id = learner;
END
$$;
--> statement-breakpoint
SELECT tolk_recount_learner_statistics();
