/** One formatter a time zone, kept: making one costs more than the rest of a statistics request's arithmetic. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_KEPT = 1000;

/** Names the calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayFormatter(timeZone: string): (instant: Date) => string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD. A name Intl refuses throws here, before it is kept. Intl takes
    // a zone's name in any letter case, so a client could name one zone many ways: the map is bounded.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= FORMATTERS_KEPT) formatters.clear();
    formatters.set(timeZone, format);
  }
  const kept = format;
  return (instant) => kept.format(instant);
}

const DAY_MS = 86_400_000;

/** The day before a YYYY-MM-DD day (calendar arithmetic in UTC, free of daylight saving). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The latest day with a review, the run of days ending there, and the longest run anywhere. */
export interface StreakSummary {
  lastDay: string;
  currentRun: number;
  longestRun: number;
}

/** A summary extended by later days (YYYY-MM-DD, ascending, none before its last day). */
export function extendStreaks(summary: StreakSummary | null, laterDays: Iterable<string>): StreakSummary | null {
  let extended = summary;
  for (const day of laterDays) {
    if (extended?.lastDay === day) continue;
    const currentRun = extended && nextDay(extended.lastDay) === day ? extended.currentRun + 1 : 1;
    extended = { lastDay: day, currentRun, longestRun: Math.max(extended?.longestRun ?? 0, currentRun) };
  }
  return extended;
}

/** The streaks a summary gives on `today` (not before its last day), as reviewStreaks counts them. */
export function summaryStreaks(summary: StreakSummary | null, today: string): { current: number; longest: number } {
  if (!summary) return { current: 0, longest: 0 };
  const current = summary.lastDay === today || nextDay(summary.lastDay) === today ? summary.currentRun : 0;
  return { current, longest: summary.longestRun };
}

/**
 * Streaks from the days with at least one review (YYYY-MM-DD, any order): the current one counts
 * consecutive days back from today, or from yesterday when today has no review yet (the day is
 * not over, so the streak is not broken); the longest is the longest run anywhere.
 */
export function reviewStreaks(days: string[], today: string): { current: number; longest: number } {
  const reviewed = new Set(days);
  let current = 0;
  let day = reviewed.has(today) ? today : previousDay(today);
  while (reviewed.has(day)) {
    current += 1;
    day = previousDay(day);
  }
  let longest = 0;
  for (const start of reviewed) {
    // Count each run once, from its latest day.
    if (reviewed.has(nextDay(start))) continue;
    let run = 0;
    for (let at = start; reviewed.has(at); at = previousDay(at)) run += 1;
    longest = Math.max(longest, run);
  }
  return { current, longest };
}
