import type { CefrLevel, DifficultyLevel } from '@tolk/contracts/dictionary';

/**
 * Frequency ranks (word forms, OpenSubtitles lists) where each level ends. Chosen on our own data:
 * of the 8,845 distinct English words CEFR-J and Octanove grade, the ranks they have in the en list
 * (a word missing from it counting as rarer than all) give the level their CEFR grade gives (the
 * mapping below) for 54 % of words and within one level for 91.5 %; the round 1,000/5,000/20,000
 * agree for 44.5 %, and a grid search's best, 2,750/5,750/49,750, for 56 %. Median ranks per grade:
 * A1 982, A2 3,274, B1 6,553, B2 12,937, C1 25,406, C2 48,464. The bounds also fall at the coverage
 * reading research uses (Nation 2006: about 95 % of a text's words known for minimal comprehension,
 * 98 % for ease): in the en, no, fr and ja lists the first 3,000 forms are 89–91 % of the words
 * counted, 6,000 are 93–95 %, 30,000 are 99 % (shares of the top 50,000's counts). A heavily
 * inflected language spreads a word over more forms (ru: 80 %, 86 %, 97 %), so its words read a
 * little harder than they are: the lists have forms, not lemmas.
 */
const BEGINNER_MAX_RANK = 3_000;
const INTERMEDIATE_MAX_RANK = 6_000;
const ADVANCED_MAX_RANK = 30_000;

/**
 * The CEFR's bands as the entry's four difficulty levels: A (basic user) is where a beginner is, B1 the threshold
 * of independent use, B2 and C1 the vantage and effective-proficiency levels of an advanced learner,
 * C2 mastery.
 */
const BY_CEFR: Record<CefrLevel, DifficultyLevel> = {
  A1: 'BEGINNER',
  A2: 'BEGINNER',
  B1: 'INTERMEDIATE',
  B2: 'ADVANCED',
  C1: 'ADVANCED',
  C2: 'EXPERT',
};

export interface DifficultyInput {
  /** The word's place in its language's frequency list (1 = most common), null when not listed. */
  rank: number | null | undefined;
  /** The word's level in a graded vocabulary list, null when not listed. */
  cefr: CefrLevel | null | undefined;
  /**
   * Whether the language has a frequency list at all: then a word missing from it is rarer than its
   * last rank, EXPERT; without one, a missing rank says nothing. False when not given.
   */
  languageHasFrequencyList?: boolean;
}

/**
 * How hard a word is, in the four difficulty levels (docs/product.md, Dictionary): from its CEFR level when a graded list has it
 * (experts chose it), else from how common it is. Null when nothing is known.
 */
export function difficultyLevel({
  rank,
  cefr,
  languageHasFrequencyList = false,
}: DifficultyInput): DifficultyLevel | null {
  if (cefr) return BY_CEFR[cefr];
  if (rank === null || rank === undefined) return languageHasFrequencyList ? 'EXPERT' : null;
  if (rank <= BEGINNER_MAX_RANK) return 'BEGINNER';
  if (rank <= INTERMEDIATE_MAX_RANK) return 'INTERMEDIATE';
  if (rank <= ADVANCED_MAX_RANK) return 'ADVANCED';
  return 'EXPERT';
}
