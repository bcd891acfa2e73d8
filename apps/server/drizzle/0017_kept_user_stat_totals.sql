CREATE TABLE "user_stat_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phrases" integer DEFAULT 0 NOT NULL,
	"phrases_with_audio" integer DEFAULT 0 NOT NULL,
	"tracks" integer DEFAULT 0 NOT NULL,
	"track_phrases" integer DEFAULT 0 NOT NULL,
	"track_seconds" numeric DEFAULT '0' NOT NULL,
	"practice_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_stat_totals" ADD CONSTRAINT "user_stat_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept sums of GET /api/user/stats (docs/decisions/037-kept-learner-statistics.md): what a write to a
-- learner's phrases, tracks or practice sessions adds to their totals, counted in the writing transaction by
-- the triggers below, whatever wrote it. Nothing is written while the learner is being deleted (their row goes
-- by cascade) or when the write changes nothing counted.
CREATE OR REPLACE FUNCTION tolk_add_user_stat_totals(
  learner uuid, d_phrases integer, d_with_audio integer, d_tracks integer, d_track_phrases integer,
  d_track_seconds numeric, d_minutes integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_phrases = 0 AND d_with_audio = 0 AND d_tracks = 0 AND d_track_phrases = 0 AND d_track_seconds = 0
    AND d_minutes = 0 THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = learner) THEN RETURN; END IF;
  INSERT INTO user_stat_totals (user_id, phrases, phrases_with_audio, tracks, track_phrases, track_seconds, practice_minutes)
    VALUES (learner, d_phrases, d_with_audio, d_tracks, d_track_phrases, d_track_seconds, d_minutes)
    ON CONFLICT (user_id) DO UPDATE SET
      phrases = user_stat_totals.phrases + d_phrases,
      phrases_with_audio = user_stat_totals.phrases_with_audio + d_with_audio,
      tracks = user_stat_totals.tracks + d_tracks,
      track_phrases = user_stat_totals.track_phrases + d_track_phrases,
      track_seconds = user_stat_totals.track_seconds + d_track_seconds,
      practice_minutes = user_stat_totals.practice_minutes + d_minutes;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_phrase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A clip uploaded later (a sync) changes one figure, in one write.
  IF TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id THEN
    PERFORM tolk_add_user_stat_totals(NEW.user_id, 0,
      (coalesce(NEW.original_audio_key, NEW.translated_audio_key) IS NOT NULL)::integer
        - (coalesce(OLD.original_audio_key, OLD.translated_audio_key) IS NOT NULL)::integer, 0, 0, 0, 0);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tolk_add_user_stat_totals(OLD.user_id, -1,
      -(coalesce(OLD.original_audio_key, OLD.translated_audio_key) IS NOT NULL)::integer, 0, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tolk_add_user_stat_totals(NEW.user_id, 1,
      (coalesce(NEW.original_audio_key, NEW.translated_audio_key) IS NOT NULL)::integer, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_phrases_counted AFTER INSERT OR UPDATE OR DELETE ON phrases
  FOR EACH ROW EXECUTE FUNCTION tolk_count_phrase();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_audio_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tolk_add_user_stat_totals(OLD.user_id, 0, 0, -1, -OLD.phrase_count, -OLD.duration_seconds::numeric, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tolk_add_user_stat_totals(NEW.user_id, 0, 0, 1, NEW.phrase_count, NEW.duration_seconds::numeric, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_audio_tracks_counted AFTER INSERT OR UPDATE OR DELETE ON audio_tracks
  FOR EACH ROW EXECUTE FUNCTION tolk_count_audio_track();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tolk_count_practice_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tolk_add_user_stat_totals(OLD.user_id, 0, 0, 0, 0, 0, -OLD.minutes);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tolk_add_user_stat_totals(NEW.user_id, 0, 0, 0, 0, 0, NEW.minutes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_practice_sessions_counted AFTER INSERT OR UPDATE OR DELETE ON practice_sessions
  FOR EACH ROW EXECUTE FUNCTION tolk_count_practice_session();
--> statement-breakpoint
-- The repair of 0016, now also counting these sums again.
CREATE OR REPLACE FUNCTION tolk_recount_learner_statistics(learner uuid DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE study_words, vocabulary_cards, vocabulary_review_quarters, phrases, audio_tracks, practice_sessions
    IN SHARE MODE;
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
END
$$;
--> statement-breakpoint
SELECT tolk_recount_learner_statistics();
