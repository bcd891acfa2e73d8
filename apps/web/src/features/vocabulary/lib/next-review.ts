import { formatRelativeTime } from '../../../shared/lib/relative-time';

/**
 * When a word comes back, as the list shows it: 'due' once its review time has come, else the
 * time until then in the interface language ('in 3 days', 'tomorrow', 'dans 2 heures').
 */
export function describeNextReview(
  nextReviewAt: string,
  locale: string,
  now = Date.now(),
): { due: true } | { due: false; text: string } {
  const at = Date.parse(nextReviewAt);
  if (Number.isNaN(at) || at <= now) return { due: true };
  return { due: false, text: formatRelativeTime(nextReviewAt, locale, now) };
}
