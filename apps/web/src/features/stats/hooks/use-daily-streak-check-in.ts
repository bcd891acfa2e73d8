import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { statsQueryOptions } from '../../../entities/user-stats/api/get-stats';
import { readJson, writeJson } from '../../../shared/storage/local-storage';
import { postLearningStreak } from '../api/post-learning-streak';

const CheckIn = z.object({ day: z.string(), streak: z.number().int().nonnegative() });

/** The local calendar day, as the learner lives it ('2025-05-17'). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Once per calendar day, on the first dashboard visit, posts the local counter plus one
 * (docs/product.md, Stats). The day is remembered only after the server accepted it, so a failed post is
 * tried again on the next visit. Kept per user: two people may share a browser.
 */
export function useDailyStreakCheckIn(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = `learningStreak:${userId}`;
    const stored = readJson(key, CheckIn);
    const last = stored.kind === 'ok' ? stored.value : { day: '', streak: 0 };
    const day = today();
    if (last.day === day) return;
    const streak = last.streak + 1;
    postLearningStreak(streak).then(
      () => {
        writeJson(key, { day, streak });
        void queryClient.invalidateQueries({ queryKey: statsQueryOptions().queryKey });
      },
      () => {
        // Not counted today; the next visit tries again.
      },
    );
  }, [userId, queryClient]);
}
