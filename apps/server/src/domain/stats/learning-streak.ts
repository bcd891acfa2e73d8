const DAY_MS = 24 * 60 * 60 * 1000;

const utcDayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Consecutive UTC calendar days with activity, counted back from today, or from yesterday when
 * today has none yet (a streak is not lost until a whole day passes without learning).
 */
export function learningStreak(activeDays: Iterable<string>, now: Date): number {
  const days = new Set(activeDays);
  let day = now.getTime();
  if (!days.has(utcDayOf(day))) day -= DAY_MS;
  let streak = 0;
  while (days.has(utcDayOf(day))) {
    streak += 1;
    day -= DAY_MS;
  }
  return streak;
}
