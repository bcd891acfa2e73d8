/** Dates and durations shown in the interface, in the current interface language. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string | number, locale: string, timeStyle: 'short' | 'medium' = 'medium'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle }).format(date);
}

/** Milliseconds as "2d 3h 4m 5s", dropping leading zero units. */
export function formatUptime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const parts: Array<[number, string]> = [
    [Math.floor(total / 86400), 'd'],
    [Math.floor((total % 86400) / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'm'],
    [total % 60, 's'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return '0s';
  return parts
    .slice(first)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}
