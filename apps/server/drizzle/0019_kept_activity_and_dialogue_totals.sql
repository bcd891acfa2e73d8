CREATE TABLE "dialogue_language_totals" (
	"user_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"entries" integer NOT NULL,
	"words" integer NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "dialogue_language_totals_user_id_language_code_pk" PRIMARY KEY("user_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "user_activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "translation_target_totals" (
	"user_id" uuid NOT NULL,
	"target_language" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_target_totals_user_id_target_language_pk" PRIMARY KEY("user_id","target_language")
);
--> statement-breakpoint
ALTER TABLE "dialogue_language_totals" ADD CONSTRAINT "dialogue_language_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_days" ADD CONSTRAINT "user_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_target_totals" ADD CONSTRAINT "translation_target_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_counts_user_last" ON "translation_counts" USING btree ("user_id","last_at");
--> statement-breakpoint
-- Decision 040: what GET /api/user/stats and the dialogue stats read, kept in the writing transaction
-- by the triggers below, whatever wrote the row. Nothing is written while the learner is being deleted.
CREATE OR REPLACE FUNCTION tolk_note_activity_day(learner uuid, at timestamptz, on_day date DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = learner) THEN RETURN; END IF;
  INSERT INTO user_activity_days (user_id, day, last_at)
    VALUES (learner, coalesce(on_day, (at AT TIME ZONE 'UTC')::date), at)
    ON CONFLICT (user_id, day) DO UPDATE SET last_at = greatest(user_activity_days.last_at, excluded.last_at);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_note_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tolk_note_activity_day(NEW.user_id, NEW.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_phrases_activity AFTER INSERT ON phrases
  FOR EACH ROW EXECUTE FUNCTION tolk_note_activity();
--> statement-breakpoint
CREATE TRIGGER tolk_audio_tracks_activity AFTER INSERT ON audio_tracks
  FOR EACH ROW EXECUTE FUNCTION tolk_note_activity();
--> statement-breakpoint
CREATE TRIGGER tolk_practice_sessions_activity AFTER INSERT ON practice_sessions
  FOR EACH ROW EXECUTE FUNCTION tolk_note_activity();
--> statement-breakpoint
CREATE TRIGGER tolk_streak_check_ins_activity AFTER INSERT ON streak_check_ins
  FOR EACH ROW EXECUTE FUNCTION tolk_note_activity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_translations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN RETURN NULL; END IF;
    UPDATE translation_target_totals SET count = count - OLD.count
      WHERE user_id = OLD.user_id AND target_language = OLD.target_language;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.user_id <> OLD.user_id OR NEW.target_language <> OLD.target_language) THEN
    UPDATE translation_target_totals SET count = count - OLD.count
      WHERE user_id = OLD.user_id AND target_language = OLD.target_language;
    added := NEW.count;
  ELSIF TG_OP = 'UPDATE' THEN
    added := NEW.count - OLD.count;
  ELSE
    added := NEW.count;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) THEN RETURN NULL; END IF;
  INSERT INTO translation_target_totals (user_id, target_language, count, last_at)
    VALUES (NEW.user_id, NEW.target_language, added, NEW.last_at)
    ON CONFLICT (user_id, target_language) DO UPDATE SET count = translation_target_totals.count + added,
      last_at = greatest(translation_target_totals.last_at, excluded.last_at);
  PERFORM tolk_note_activity_day(NEW.user_id, NEW.last_at, NEW.day);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_translation_counts_counted AFTER INSERT OR UPDATE OR DELETE ON translation_counts
  FOR EACH ROW EXECUTE FUNCTION tolk_count_translations();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_add_dialogue_totals(learner uuid, language text, d_entries integer,
  d_words integer, d_seconds integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = learner) THEN RETURN; END IF;
  INSERT INTO dialogue_language_totals (user_id, language_code, entries, words, seconds)
    VALUES (learner, language, d_entries, d_words, d_seconds)
    ON CONFLICT (user_id, language_code) DO UPDATE SET entries = dialogue_language_totals.entries + d_entries,
      words = dialogue_language_totals.words + d_words, seconds = dialogue_language_totals.seconds + d_seconds;
  IF d_entries < 0 THEN
    DELETE FROM dialogue_language_totals WHERE user_id = learner AND language_code = language AND entries = 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_dialogue_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tolk_add_dialogue_totals(OLD.user_id, OLD.language_code, -1, -OLD.word_count, -OLD.active_seconds);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tolk_add_dialogue_totals(NEW.user_id, NEW.language_code, 1, NEW.word_count, NEW.active_seconds);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_dialogue_entries_counted AFTER INSERT OR UPDATE OR DELETE ON dialogue_entries
  FOR EACH ROW EXECUTE FUNCTION tolk_count_dialogue_entry();
--> statement-breakpoint
-- The repair of 0016 and 0017, now also making these again.
CREATE OR REPLACE FUNCTION tolk_recount_learner_statistics(learner uuid DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE study_words, vocabulary_cards, vocabulary_review_quarters, phrases, audio_tracks, practice_sessions,
    streak_check_ins, translation_counts, dialogue_entries IN SHARE MODE;
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
  DELETE FROM user_stat_totals WHERE learner IS NULL OR user_id = learner;
  INSERT INTO user_stat_totals (user_id, phrases, phrases_with_audio, tracks, track_phrases, track_seconds, practice_minutes)
    SELECT u.id,
      (SELECT count(*) FROM phrases p WHERE p.user_id = u.id),
      (SELECT count(*) FROM phrases p WHERE p.user_id = u.id
        AND coalesce(p.original_audio_key, p.translated_audio_key) IS NOT NULL),
      (SELECT count(*) FROM audio_tracks a WHERE a.user_id = u.id),
      (SELECT coalesce(sum(a.phrase_count), 0) FROM audio_tracks a WHERE a.user_id = u.id),
      (SELECT coalesce(sum(a.duration_seconds::numeric), 0) FROM audio_tracks a WHERE a.user_id = u.id),
      (SELECT coalesce(sum(s.minutes), 0) FROM practice_sessions s WHERE s.user_id = u.id)
    FROM users u
    WHERE (learner IS NULL OR u.id = learner)
      AND (EXISTS (SELECT 1 FROM phrases p WHERE p.user_id = u.id)
        OR EXISTS (SELECT 1 FROM audio_tracks a WHERE a.user_id = u.id)
        OR EXISTS (SELECT 1 FROM practice_sessions s WHERE s.user_id = u.id));
  -- Activity days only ever gain days: a day a learner was active stays so after its rows are deleted.
  INSERT INTO user_activity_days (user_id, day, last_at)
    SELECT user_id, day, max(at) FROM (
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, created_at AS at FROM phrases
        WHERE learner IS NULL OR user_id = learner
      UNION ALL SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, created_at FROM audio_tracks
        WHERE learner IS NULL OR user_id = learner
      UNION ALL SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, created_at FROM practice_sessions
        WHERE learner IS NULL OR user_id = learner
      UNION ALL SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, created_at FROM streak_check_ins
        WHERE learner IS NULL OR user_id = learner
      UNION ALL SELECT user_id, day, last_at FROM translation_counts
        WHERE learner IS NULL OR user_id = learner
    ) activity GROUP BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET last_at = greatest(user_activity_days.last_at, excluded.last_at);
  DELETE FROM translation_target_totals WHERE learner IS NULL OR user_id = learner;
  INSERT INTO translation_target_totals (user_id, target_language, count, last_at)
    SELECT user_id, target_language, sum(count)::integer, max(last_at) FROM translation_counts
    WHERE learner IS NULL OR user_id = learner GROUP BY user_id, target_language;
  DELETE FROM dialogue_language_totals WHERE learner IS NULL OR user_id = learner;
  INSERT INTO dialogue_language_totals (user_id, language_code, entries, words, seconds)
    SELECT user_id, language_code, count(*)::integer, sum(word_count)::integer, sum(active_seconds)::integer
    FROM dialogue_entries WHERE learner IS NULL OR user_id = learner GROUP BY user_id, language_code;
END
$$;
--> statement-breakpoint
SELECT tolk_recount_learner_statistics();
