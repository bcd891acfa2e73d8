import type { LanguageCode } from '@tolk/contracts/languages';

/** A word the learner keeps getting wrong: most lapses first, then lowest accuracy. */
export interface WeakWord {
  word: string;
  language: LanguageCode;
  /** Times the card was forgotten after it had been learned (FSRS lapses). */
  lapses: number;
  reviews: number;
  correct: number;
}

/**
 * The learner's real figures that recommendations are grounded in: every number a recommendation
 * may mention comes from here.
 */
export interface LearnerFigures {
  totalWords: number;
  /** Words with no answer yet. */
  newWords: number;
  /** Words whose review is due now. */
  dueNow: number;
  reviews: number;
  correct: number;
  /** correct / reviews, null before the first answer. */
  accuracy: number | null;
  /** Consecutive days with a review, ending today or yesterday. */
  currentStreak: number;
  reviewedToday: boolean;
  languages: Array<{ language: LanguageCode; words: number; dueNow: number }>;
  weakWords: WeakWord[];
}

/** A percentage as recommendations write it: whole numbers, as a learner reads them. */
export function percent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** Every number the figures hold, as a recommendation may write it (counts and whole percentages). */
export function numbersIn(figures: LearnerFigures): Set<number> {
  const numbers = new Set<number>([
    figures.totalWords,
    figures.newWords,
    figures.dueNow,
    figures.reviews,
    figures.correct,
    figures.currentStreak,
    figures.languages.length,
    figures.weakWords.length,
  ]);
  if (figures.accuracy !== null) numbers.add(percent(figures.accuracy));
  for (const language of figures.languages) {
    numbers.add(language.words);
    numbers.add(language.dueNow);
  }
  for (const weak of figures.weakWords) {
    numbers.add(weak.lapses);
    numbers.add(weak.reviews);
    numbers.add(weak.correct);
    if (weak.reviews > 0) numbers.add(percent(weak.correct / weak.reviews));
  }
  return numbers;
}
