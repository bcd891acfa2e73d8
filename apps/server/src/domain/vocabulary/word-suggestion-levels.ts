import { CefrLevel, type DifficultyLevel } from '@tolk/contracts/dictionary';
import { difficultyLevel } from '../dictionary/difficulty-level';

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

/** The highest rank a word_frequencies row can hold (a PostgreSQL integer): the open end of the hardest band. */
export const LAST_RANK = 2_147_483_647;

/** Past any frequency list's last rank. */
const RANK_CEILING = 100_000_000;

const levelOfRank = (rank: number) => difficultyLevel({ rank, cefr: null });
const levelOfCefr = (cefr: CefrLevel) => difficultyLevel({ rank: null, cefr });

/** The first rank whose level is `level` or harder (levels only grow harder with rank). */
function firstRankFrom(levels: readonly DifficultyLevel[], level: DifficultyLevel): number {
  const order = (rank: number) => levels.indexOf(levelOfRank(rank) ?? 'EXPERT');
  let low = 1;
  let high = RANK_CEILING;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (order(middle) >= levels.indexOf(level)) high = middle;
    else low = middle + 1;
  }
  return low;
}

const LEVELS: readonly DifficultyLevel[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'];

/**
 * The CEFR levels and the rank band a difficulty level selects, read from difficultyLevel() itself
 * (its band edges found by bisection), so suggestions and dictionary entries can never disagree on
 * a word's level.
 */
function difficultySelection(level: DifficultyLevel): LevelSelection {
  const next = LEVELS[LEVELS.indexOf(level) + 1];
  return {
    cefr: CefrLevel.options.filter((cefr) => levelOfCefr(cefr) === level),
    ranks: { from: firstRankFrom(LEVELS, level), to: next ? firstRankFrom(LEVELS, next) - 1 : LAST_RANK },
  };
}

/**
 * A difficulty level selects its CEFR bands and its rank band. A CEFR level selects exactly that
 * level where a graded list has the word, and words without one from the rank band of its difficulty.
 */
export function levelSelection(level: DifficultyLevel | CefrLevel): LevelSelection {
  const cefr = CefrLevel.safeParse(level);
  if (!cefr.success) return difficultySelection(level as DifficultyLevel);
  return { cefr: [cefr.data], ranks: difficultySelection(levelOfCefr(cefr.data) ?? 'EXPERT').ranks };
}
