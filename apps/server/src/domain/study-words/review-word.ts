import type { LanguageCode } from '@tolk/contracts/languages';
import { studyChangesIn } from '@tolk/contracts/study-changes';
import type { ReviewSource } from '@tolk/contracts/vocabulary';
import type { ReviewOutcome } from '@tolk/contracts/vocabulary-practice';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { vocabularyReviewLogs } from '../../db/schema/vocabulary';
import { AppError } from '../../errors/app-error';
import {
  cardView,
  fromFsrsCard,
  type PracticeAnswer,
  ratingName,
  ratingOf,
  schedulerFor,
  toFsrsCard,
} from '../vocabulary/fsrs-scheduler';
import { countInQuarter } from '../vocabulary/review-quarters';
import { learnerScheduling } from '../vocabulary/vocabulary-settings';

/** The 404 of a word id that is not on the caller's list (another learner's reads the same). */
export const STUDY_WORD_NOT_FOUND_MESSAGE = 'This word is not on your study list';

export function studyWordNotFound(): AppError {
  return new AppError('NOT_FOUND', STUDY_WORD_NOT_FOUND_MESSAGE);
}

/**
 * Reviews a study word's FSRS card with one answer: maps the answer to a rating (decision 021),
 * lets the learner's ts-fsrs scheduler compute the next state, stores the card (creating it on
 * the first answer) and the review log, in one transaction. The word's row is locked first, so
 * two answers to one word at once are scheduled one after the other, never from the same state.
 * `now` is the review time: the caller's clock (tests pass their own).
 */
export async function reviewWord(options: {
  db: Database;
  userId: string;
  studyWordId: string;
  answer: PracticeAnswer;
  source: ReviewSource;
  now: Date;
}): Promise<ReviewOutcome> {
  const { db, userId, studyWordId, answer, source, now } = options;
  const scheduling = await learnerScheduling(db, userId);
  return db.transaction(async (tx) => {
    const [word] = await tx
      .select({ id: studyWords.id, createdAt: studyWords.createdAt, language: studyWords.language })
      .from(studyWords)
      .where(and(eq(studyWords.id, studyWordId), eq(studyWords.userId, userId)))
      .for('update');
    if (!word) throw studyWordNotFound();
    const [stored] = await tx.select().from(vocabularyCards).where(eq(vocabularyCards.studyWordId, word.id));
    const rating = ratingOf(answer);
    const { card, log } = schedulerFor(scheduling).next(toFsrsCard(stored, now), now, rating);
    const columns = fromFsrsCard(card);
    const correct = answer.isCorrect && !answer.revealed;
    await tx
      .insert(vocabularyCards)
      .values({
        studyWordId: word.id,
        userId,
        ...columns,
        answerCount: 1,
        correctCount: correct ? 1 : 0,
        correctStreak: correct ? 1 : 0,
      })
      .onConflictDoUpdate({
        target: vocabularyCards.studyWordId,
        set: {
          ...columns,
          answerCount: sql`${vocabularyCards.answerCount} + 1`,
          correctCount: sql`${vocabularyCards.correctCount} + ${correct ? 1 : 0}`,
          correctStreak: correct ? sql`${vocabularyCards.correctStreak} + 1` : 0,
          updatedAt: sql`now()`,
        },
      });
    await tx.insert(vocabularyReviewLogs).values({
      userId,
      studyWordId: word.id,
      rating: log.rating,
      state: log.state,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      isCorrect: correct,
      revealed: answer.revealed === true,
      durationMs: answer.durationMs ?? null,
      source,
      reviewedAt: now,
    });
    await countInQuarter(tx, { userId, reviewedAt: now, correct });
    return {
      rating: ratingName(rating),
      card: cardView(columns, word.createdAt),
      nextReviewAt: card.due.toISOString(),
      changes: studyChangesIn(word.language as LanguageCode, { cards: true }),
    };
  });
}
