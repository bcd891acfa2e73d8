import { describe, expect, it } from 'vitest';
import { LearningStreakRequest, PracticeTimeRequest } from '../src/stats';

describe('statistics contracts', () => {
  it('accepts whole practice minutes from 1 to 60 only', () => {
    expect(PracticeTimeRequest.parse({ minutes: 1 })).toEqual({ minutes: 1 });
    expect(PracticeTimeRequest.parse({ minutes: 60 })).toEqual({ minutes: 60 });
    for (const minutes of [0, 61, 1.5, -1, '1', null]) {
      expect(PracticeTimeRequest.safeParse({ minutes }).success).toBe(false);
    }
  });

  it('accepts a whole, non-negative streak only', () => {
    expect(LearningStreakRequest.parse({ streak: 0 })).toEqual({ streak: 0 });
    for (const streak of [-1, 2.5, '3', undefined]) {
      expect(LearningStreakRequest.safeParse({ streak }).success).toBe(false);
    }
  });
});
