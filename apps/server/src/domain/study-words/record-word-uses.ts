import type { DialogueReviewedWord } from '@tolk/contracts/dialogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { wordKey } from '../dictionary/word-key';
import { reviewWord } from './review-word';

/** A study word that occurs in the learner's message, as written there or in an inflected form. */
export interface CandidateWord {
  studyWordId: string;
  word: string;
  /** When its card is due; null: never practised (no card), a new word. */
  due: Date | null;
}

/**
 * The study words a message used correctly, each once: a word whose card is due is reviewed as a
 * correct answer (source 'dialogue', the rating a correct answer of unknown duration gets) and
 * marked scheduled; any other (not yet due, or new: never practised, no card) is noted only, so
 * a conversation never moves a card ahead of its schedule or starts one the trainer has not.
 * A word removed from the list meanwhile is skipped. `db` is the turn's transaction: each review is a
 * savepoint within it, so the reviews commit with the entry, or roll back with it.
 */
export async function reviewUsedWords(options: {
  db: Database;
  userId: string;
  candidates: readonly CandidateWord[];
  usedCorrectly: ReadonlySet<string>;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<DialogueReviewedWord[]> {
  const { db, userId, candidates, usedCorrectly, now, log } = options;
  const seen = new Set<string>();
  const reviewed: DialogueReviewedWord[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.studyWordId) || !usedCorrectly.has(wordKey(candidate.word))) continue;
    seen.add(candidate.studyWordId);
    const due = candidate.due !== null && candidate.due <= now;
    if (due) {
      try {
        await reviewWord({
          db,
          userId,
          studyWordId: candidate.studyWordId,
          answer: { isCorrect: true },
          source: 'dialogue',
          now,
          inTransaction: true,
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        log.info({ studyWordId: candidate.studyWordId }, 'study word removed before its dialogue review');
        continue;
      }
    }
    reviewed.push({ studyWordId: candidate.studyWordId, word: candidate.word, scheduled: due });
  }
  return reviewed;
}
