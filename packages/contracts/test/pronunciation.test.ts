import { describe, expect, it } from 'vitest';
import {
  PRONUNCIATION_SCORE_BANDS,
  PRONUNCIATION_SCORE_MAX,
  PRONUNCIATION_SCORE_MIN,
  PronunciationScore,
  pronunciationBand,
} from '../src/pronunciation';

describe('pronunciation score bands', () => {
  it('cover every score from 0 to 100 exactly once, best band first', () => {
    const covered: number[] = [];
    for (const { min, max } of PRONUNCIATION_SCORE_BANDS) for (let s = max; s >= min; s--) covered.push(s);
    expect(covered).toEqual(
      Array.from(
        { length: PRONUNCIATION_SCORE_MAX - PRONUNCIATION_SCORE_MIN + 1 },
        (_, i) => PRONUNCIATION_SCORE_MAX - i,
      ),
    );
  });

  it('name a score by the band it falls in, the bounds included', () => {
    expect(pronunciationBand(100)).toBe('excellent');
    expect(pronunciationBand(85)).toBe('excellent');
    expect(pronunciationBand(84)).toBe('good');
    expect(pronunciationBand(60)).toBe('good');
    expect(pronunciationBand(59)).toBe('needsImprovement');
    expect(pronunciationBand(0)).toBe('needsImprovement');
  });

  it('refuse what is not a whole score from 0 to 100', () => {
    for (const score of [-1, 101, 84.5, Number.NaN]) {
      expect(() => pronunciationBand(score)).toThrow(RangeError);
      expect(PronunciationScore.safeParse(score).success).toBe(false);
    }
  });
});
