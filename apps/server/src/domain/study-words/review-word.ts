import type { LanguageCode } from '@tolk/contracts/languages';
import { studyChangesIn } from '@tolk/contracts/study-changes';
import { DESIRED_RETENTION_DEFAULT, type ReviewSource } from '@tolk/contracts/vocabulary';
import type { ReviewOutcome } from '@tolk/contracts/vocabulary-practice';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ReviewLog } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { vocabularySettings } from '../../db/schema/vocabulary';
import { AppError } from '../../errors/app-error';
import { rowsOf } from '../vocabulary/frequency-candidates';
import {
  type CardColumns,
  cardView,
  fromFsrsCard,
  type PracticeAnswer,
  ratingName,
  ratingOf,
  schedulerFor,
  toFsrsCard,
} from '../vocabulary/fsrs-scheduler';
import { quarterOf } from '../vocabulary/review-quarters';

/** The 404 of a word id that is not on the caller's list (another learner's reads the same). */
export const STUDY_WORD_NOT_FOUND_MESSAGE = 'This word is not on your study list';

export function studyWordNotFound(): AppError {
  return new AppError('NOT_FOUND', STUDY_WORD_NOT_FOUND_MESSAGE);
}

interface ReviewRequest {
  db: Database;
  userId: string;
  studyWordId: string;
  answer: PracticeAnswer;
  source: ReviewSource;
  now: Date;
  inTransaction?: boolean;
}

/**
 * Reviews a study word's FSRS card with one answer: maps the answer to a rating (decision 021),
 * lets the learner's ts-fsrs scheduler compute the next state, and stores the card (creating it on
 * the first answer), the review log and the answer's quarter-hour count in one statement, which
 * writes only if the card is still the version the state was computed from (its row's xmin)
 * (decision 045). One read and one write, no transaction held open between them: on the embedded
 * database an open transaction holds every other learner's statements until it ends.
 * If another answer to the same word was written in between, this one is scheduled again in a
 * transaction that locks the word and its card first: two answers to one word at once are
 * scheduled one after the other, never from the same state, and none is lost.
 * `now` is the review time: the caller's clock (tests pass their own). Inside a transaction
 * (`inTransaction`), each write is a savepoint of it, so a failure leaves the caller's transaction usable.
 */
export function reviewWord(options: ReviewRequest): Promise<ReviewOutcome> {
  // This instance's answers to one word take turns: the write then finds the card it read, and only
  // another instance's answer (PostgreSQL) can send one to the locked path. Not inside a caller's
  // transaction: on the embedded database that transaction holds the statements of the answer it
  // would wait for.
  if (options.inTransaction) return reviewInTurn(options);
  const before = answering.get(options.studyWordId) ?? Promise.resolve();
  const turn = before.then(
    () => reviewInTurn(options),
    () => reviewInTurn(options),
  );
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  answering.set(options.studyWordId, done);
  void done.then(() => {
    if (answering.get(options.studyWordId) === done) answering.delete(options.studyWordId);
  });
  return turn;
}

/** The last answer in line for each word being answered now in this instance (none kept after). */
const answering = new Map<string, Promise<void>>();

async function reviewInTurn(options: ReviewRequest): Promise<ReviewOutcome> {
  const optimistic = await attemptReview(options, options.db, false);
  if (optimistic) return optimistic;
  const locked = await options.db.transaction((tx) => attemptReview(options, tx, true));
  if (locked) return locked;
  throw new AppError('SERVICE_UNAVAILABLE', 'This word is being answered elsewhere right now; try again', {
    retryAfterSeconds: 1,
  });
}

/** One read and one conditional write; null when the card changed in between. */
async function attemptReview(request: ReviewRequest, db: Database, lock: boolean): Promise<ReviewOutcome | null> {
  const { userId, studyWordId, answer, source, now } = request;
  if (lock) {
    // The card first (if there is one), then the word: an answer writing either waits for this one.
    await db
      .select({ id: vocabularyCards.studyWordId })
      .from(vocabularyCards)
      .where(and(eq(vocabularyCards.studyWordId, studyWordId), eq(vocabularyCards.userId, userId)))
      .for('update');
  }
  const read = db
    .select({
      createdAt: studyWords.createdAt,
      language: studyWords.language,
      card: getTableColumns(vocabularyCards),
      version: sql<string | null>`${vocabularyCards}.xmin::text`,
      desiredRetention: vocabularySettings.desiredRetention,
      parameters: vocabularySettings.fsrsParameters,
    })
    .from(studyWords)
    .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
    .leftJoin(vocabularySettings, eq(vocabularySettings.userId, studyWords.userId))
    .where(and(eq(studyWords.id, studyWordId), eq(studyWords.userId, userId)));
  const [row] = lock ? await read.for('update', { of: studyWords }) : await read;
  if (!row) throw studyWordNotFound();
  const scheduling = {
    desiredRetention: row.desiredRetention ?? DESIRED_RETENTION_DEFAULT,
    parameters: row.parameters ?? null,
  };
  const rating = ratingOf(answer);
  const correct = answer.isCorrect && !answer.revealed;
  const stored = row.version === null ? undefined : row.card;
  const { card, log } = schedulerFor(scheduling).next(toFsrsCard(stored, now), now, rating);
  const columns = fromFsrsCard(card);
  const write = writeReview({ userId, studyWordId, columns, log, correct, answer, source, now, version: row.version });
  let written: boolean;
  try {
    written =
      request.inTransaction && !lock
        ? await db.transaction(async (savepoint) => rowsOf(await savepoint.execute(write)).length > 0)
        : rowsOf(await db.execute(write)).length > 0;
  } catch (error) {
    // The word was removed between the read and the write.
    if (isForeignKeyViolation(error)) throw studyWordNotFound();
    throw error;
  }
  if (!written) return null;
  return {
    rating: ratingName(rating),
    card: cardView(columns, row.createdAt),
    nextReviewAt: card.due.toISOString(),
    changes: studyChangesIn(row.language as LanguageCode, { cards: true }),
  };
}

/**
 * The card's new state, its review log and the quarter-hour count in one statement. The card is written only
 * if its row is still the version read (none: no card yet); the log and the count are written only if the card
 * was, so nothing of a lost race is stored. Returns one row when written.
 */
function writeReview(review: {
  userId: string;
  studyWordId: string;
  columns: CardColumns;
  log: ReviewLog;
  correct: boolean;
  answer: PracticeAnswer;
  source: ReviewSource;
  now: Date;
  version: string | null;
}): SQL {
  const { userId, studyWordId, columns: c, log, correct, answer, source, now, version } = review;
  const time = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const right = correct ? 1 : 0;
  return sql`with card as (
      insert into vocabulary_cards as c (study_word_id, user_id, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, state, last_review, answer_count, correct_count, correct_streak)
      values (${studyWordId}::uuid, ${userId}::uuid, ${time(c.due)}::timestamptz, ${c.stability}::float8,
        ${c.difficulty}::float8, ${c.elapsedDays}::int, ${c.scheduledDays}::int, ${c.learningSteps}::int,
        ${c.reps}::int, ${c.lapses}::int, ${c.state}::smallint, ${time(c.lastReview)}::timestamptz, 1,
        ${right}::int, ${right}::int)
      on conflict (study_word_id) do update set due = excluded.due, stability = excluded.stability,
        difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
        scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
        lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review,
        answer_count = c.answer_count + 1, correct_count = c.correct_count + excluded.correct_count,
        correct_streak = case when excluded.correct_count = 1 then c.correct_streak + 1 else 0 end,
        updated_at = now()
      where c.xmin::text = ${version}::text
      returning c.study_word_id
    ), quarter as (
      insert into vocabulary_review_quarters as q (user_id, quarter, reviews, correct)
      select ${userId}::uuid, ${quarterOf(now)}::int, 1, ${right}::int from card
      on conflict (user_id, quarter) do update set reviews = q.reviews + 1, correct = q.correct + excluded.correct
    )
    insert into vocabulary_review_logs (user_id, study_word_id, rating, state, due, stability, difficulty,
      elapsed_days, last_elapsed_days, scheduled_days, learning_steps, is_correct, revealed, duration_ms, source,
      reviewed_at)
    select ${userId}::uuid, card.study_word_id, ${log.rating}::smallint, ${log.state}::smallint,
      ${time(log.due)}::timestamptz, ${log.stability}::float8, ${log.difficulty}::float8, ${log.elapsed_days}::int,
      ${log.last_elapsed_days}::int, ${log.scheduled_days}::int, ${log.learning_steps}::int, ${correct}::boolean,
      ${answer.revealed === true}::boolean, ${answer.durationMs ?? null}::int, ${source}::text,
      ${time(now)}::timestamptz
    from card
    returning 1 as written`;
}
