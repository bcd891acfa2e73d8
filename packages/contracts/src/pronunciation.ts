import { z } from 'zod';

/**
 * Pronunciation practice (/speaking) scores a spoken phrase from 0 to 100 and names the score by
 * its band (docs/product.md, Speaking). The product spec names the bands but not their bounds: these
 * are ours, shared here so the page that explains them and the future scorer cannot disagree.
 */
export const PRONUNCIATION_SCORE_MIN = 0;
export const PRONUNCIATION_SCORE_MAX = 100;

export const PronunciationScore = z.number().int().min(PRONUNCIATION_SCORE_MIN).max(PRONUNCIATION_SCORE_MAX);
export type PronunciationScore = z.infer<typeof PronunciationScore>;

export const PRONUNCIATION_BANDS = ['excellent', 'good', 'needsImprovement'] as const;
export type PronunciationBand = (typeof PRONUNCIATION_BANDS)[number];

export interface PronunciationBandRange {
  band: PronunciationBand;
  /** Lowest score of the band, inclusive. */
  min: number;
  /** Highest score of the band, inclusive. */
  max: number;
}

/**
 * The bands from best to worst; together they cover 0–100 without gaps. 85 marks speech a native
 * listener follows without effort, 60 speech that is understood with some attention.
 */
export const PRONUNCIATION_SCORE_BANDS: readonly PronunciationBandRange[] = [
  { band: 'excellent', min: 85, max: PRONUNCIATION_SCORE_MAX },
  { band: 'good', min: 60, max: 84 },
  { band: 'needsImprovement', min: PRONUNCIATION_SCORE_MIN, max: 59 },
];

/** The band a score falls in; a score outside 0–100 or not whole is a programming error. */
export function pronunciationBand(score: PronunciationScore): PronunciationBand {
  const range = PRONUNCIATION_SCORE_BANDS.find(({ min, max }) => score >= min && score <= max);
  if (!range || !Number.isInteger(score)) throw new RangeError(`not a pronunciation score: ${score}`);
  return range.band;
}
