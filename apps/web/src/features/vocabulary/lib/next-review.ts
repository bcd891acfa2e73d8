import { formatRelativeTime } from '../../../shared/lib/relative-time';

/** Under a minute away reads as due: 'now' would say the same less clearly. */
const DUE_WITHIN_MS = 60_000;

/**
 * When a word comes back, as the list shows it: 'due' once its review time has come (or is under
 * a minute away), else the time until then in the interface language ('in 3 days', 'tomorrow',
 * 'dans 2 heures').
 */
export function describeNextReview(
  nextReviewAt: string,
  locale: string,
  now = Date.now(),
): { due: true } | { due: false; text: string } {
  const at = Date.parse(nextReviewAt);
  if (Number.isNaN(at) || at - now < DUE_WITHIN_MS) return { due: true };
  return { due: false, text: formatRelativeTime(nextReviewAt, locale, now) };
}
