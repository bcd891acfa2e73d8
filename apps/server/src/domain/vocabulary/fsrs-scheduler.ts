import {
  ANSWER_EASY_BELOW_MS,
  ANSWER_HARD_ABOVE_MS,
  type CardState,
  type ReviewRating,
  type VocabularyCard,
} from '@tolk/contracts/vocabulary';
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, generatorParameters, Rating, State } from 'ts-fsrs';
import type { VocabularyCardRow } from '../../db/schema/study-words';

/** What FSRS needs of a learner: their desired retention and, once optimised, their parameters. */
export interface LearnerScheduling {
  desiredRetention: number;
  parameters: number[] | null;
}

/**
 * The learner's scheduler: ts-fsrs with their retention and parameters (its defaults until they
 * are optimised), its default learning steps (1 min, 10 min) and fuzz on, as Anki does, so words
 * learned together do not all come back on the same day. Fuzz is seeded from the card and the
 * review time, so the same answers give the same dates.
 */
export function schedulerFor(learner: LearnerScheduling): FSRS {
  return fsrs(
    generatorParameters({
      request_retention: learner.desiredRetention,
      enable_fuzz: true,
      ...(learner.parameters ? { w: learner.parameters } : {}),
    }),
  );
}

/** What an answer was: right or wrong, revealed or not, and how long it took when the client timed it. */
export interface PracticeAnswer {
  isCorrect: boolean;
  revealed?: boolean;
  durationMs?: number;
}

/**
 * The rating of an answer (docs/decisions/021): a wrong or revealed answer is Again; a right one
 * is Easy when given within ANSWER_EASY_BELOW_MS, Hard when it took longer than
 * ANSWER_HARD_ABOVE_MS, otherwise (or untimed) Good.
 */
export function ratingOf(answer: PracticeAnswer): Grade {
  if (!answer.isCorrect || answer.revealed) return Rating.Again;
  if (answer.durationMs === undefined) return Rating.Good;
  if (answer.durationMs < ANSWER_EASY_BELOW_MS) return Rating.Easy;
  if (answer.durationMs > ANSWER_HARD_ABOVE_MS) return Rating.Hard;
  return Rating.Good;
}

const RATING_NAMES: Record<Grade, ReviewRating> = {
  [Rating.Again]: 'again',
  [Rating.Hard]: 'hard',
  [Rating.Good]: 'good',
  [Rating.Easy]: 'easy',
};

export function ratingName(rating: Grade): ReviewRating {
  return RATING_NAMES[rating];
}

const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function stateName(state: number): CardState {
  return STATE_NAMES[state as State] ?? 'new';
}

/** The columns of a card row that are ts-fsrs's Card. */
export type CardColumns = Pick<
  VocabularyCardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

/** A stored card as ts-fsrs's Card, or a new card for a word never answered. */
export function toFsrsCard(row: CardColumns | null | undefined, createdAt: Date): Card {
  if (!row) return createEmptyCard(createdAt);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

export function fromFsrsCard(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A card as the API shows it. */
export function cardView(row: CardColumns | null | undefined, createdAt: Date): VocabularyCard {
  const card = toFsrsCard(row, createdAt);
  return {
    state: stateName(card.state),
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}
