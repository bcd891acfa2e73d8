/** Seconds in a quarter hour: every real time zone's offset is a whole number of them, so no quarter straddles a midnight. */
export const QUARTER_SECONDS = 900;

/** The quarter hour an answer falls in, as vocabulary_review_quarters numbers it. */
export function quarterOf(time: Date): number {
  return Math.floor(time.getTime() / 1000 / QUARTER_SECONDS);
}

/** When a numbered quarter hour starts. */
export function quarterStart(quarter: number): Date {
  return new Date(quarter * QUARTER_SECONDS * 1000);
}
