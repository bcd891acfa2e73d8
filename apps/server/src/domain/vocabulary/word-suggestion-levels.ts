import type { CefrLevel, DifficultyLevel } from '@tolk/contracts/dictionary';

/**
 * Which words a requested level selects, in the order the dictionary decides a word's level
 * (domain/dictionary/difficulty-level.ts): a graded list's CEFR level first, else the frequency
 * rank. `cefr` are the levels whose words count; `ranks` the band a word without a CEFR level
 * must fall in.
 */
export interface LevelSelection {
  cefr: CefrLevel[];
  ranks: { from: number; to: number };
}

/** The CEFR bands of each of the spec's four levels (difficulty-level.ts's BY_CEFR, read backwards). */
const CEFR_OF: Record<DifficultyLevel, CefrLevel[]> = {
  BEGINNER: ['A1', 'A2'],
  INTERMEDIATE: ['B1'],
  ADVANCED: ['B2', 'C1'],
  EXPERT: ['C2'],
};

/** Frequency ranks where each level ends, as difficulty-level.ts draws them (its reasons are there). */
const RANKS_OF: Record<DifficultyLevel, { from: number; to: number }> = {
  BEGINNER: { from: 1, to: 3_000 },
  INTERMEDIATE: { from: 3_001, to: 6_000 },
  ADVANCED: { from: 6_001, to: 30_000 },
  EXPERT: { from: 30_001, to: Number.MAX_SAFE_INTEGER },
};

export function difficultyOfCefr(level: CefrLevel): DifficultyLevel {
  return (
    (Object.keys(CEFR_OF) as DifficultyLevel[]).find((difficulty) => CEFR_OF[difficulty].includes(level)) ?? 'EXPERT'
  );
}

/**
 * A difficulty level selects its CEFR bands and its rank band. A CEFR level selects exactly that
 * level where a graded list exists, and words without one from the rank band of its difficulty.
 */
export function levelSelection(level: DifficultyLevel | CefrLevel): LevelSelection {
  if (level in CEFR_OF) {
    const difficulty = level as DifficultyLevel;
    return { cefr: CEFR_OF[difficulty], ranks: RANKS_OF[difficulty] };
  }
  const cefr = level as CefrLevel;
  return { cefr: [cefr], ranks: RANKS_OF[difficultyOfCefr(cefr)] };
}
