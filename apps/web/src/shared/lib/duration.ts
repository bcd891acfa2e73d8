/** Durations as the screens show them. */

/** Seconds as minutes:seconds ('3:07'); minutes are not wrapped into hours. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Practice time in the interface language's own short units (docs/product.md, Stats): "2h 3m" in English,
 * "2 ч 3 мин" in Russian, "2t 3m" in Norwegian; minutes alone under an hour.
 */
export function formatPracticeTime(totalMinutes: number, locale: string): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const unit = (name: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  return hours > 0 ? `${unit('hour', hours)} ${unit('minute', minutes % 60)}` : unit('minute', minutes);
}
