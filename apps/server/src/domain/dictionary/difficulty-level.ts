import type { CefrLevel, DifficultyLevel } from '@tolk/contracts/dictionary';

/**
 * Interim stand-in with the signature the lexicon-readers branch defines; its version replaces
 * this file when that branch is merged. A CEFR level decides when known, else the frequency rank.
 */
export function difficultyLevel({
  rank,
  cefr,
}: {
  rank: number | null;
  cefr: CefrLevel | null;
}): DifficultyLevel | null {
  if (cefr) {
    if (cefr === 'A1' || cefr === 'A2') return 'BEGINNER';
    if (cefr === 'B1' || cefr === 'B2') return 'INTERMEDIATE';
    return cefr === 'C1' ? 'ADVANCED' : 'EXPERT';
  }
  if (rank === null) return null;
  if (rank <= 1_000) return 'BEGINNER';
  if (rank <= 5_000) return 'INTERMEDIATE';
  if (rank <= 20_000) return 'ADVANCED';
  return 'EXPERT';
}
