import { describe, expect, it } from 'vitest';
import { lengthBarPercent, lengthLevel } from '../src/features/translation/lib/text-length';

describe('the text length indicator', () => {
  it('names the length by its level: under 500, 1000, 2000, then very large', () => {
    expect([0, 499, 500, 999, 1000, 1999, 2000, 5000].map(lengthLevel)).toEqual([
      'optimal',
      'optimal',
      'good',
      'good',
      'large',
      'large',
      'veryLarge',
      'veryLarge',
    ]);
  });

  it('fills the bar at 2000 characters', () => {
    expect(lengthBarPercent(0)).toBe(0);
    expect(lengthBarPercent(500)).toBe(25);
    expect(lengthBarPercent(2000)).toBe(100);
    expect(lengthBarPercent(4000)).toBe(100);
  });
});
