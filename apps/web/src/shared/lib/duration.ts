/** Durations as the screens show them. */

/** Seconds as minutes:seconds ('3:07'); minutes are not wrapped into hours. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Practice time as 'Xh Ym', or 'Ym' under an hour (docs/product.md, Stats). */
export function formatPracticeTime(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}
