import { setImmediate } from 'node:timers/promises';

/**
 * FSRS parameter training through fsrs-rs, the optimiser Anki itself runs, compiled for Node by
 * napi-rs (`@open-spaced-repetition/binding`, from the ts-fsrs repository). It trains on a native
 * thread pool and answers a promise, so the event loop keeps turning while it works.
 */

/** One answered review as the optimiser reads it: which card, how it was rated (1–4) and when. */
export interface TrainingReview {
  cardId: string;
  /** FSRS rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  reviewedAt: Date;
}

const DAY_MS = 86_400_000;

/** Day number of an instant: FSRS counts whole days between reviews (UTC days, as our scheduler does). */
function dayNumber(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/**
 * Review histories in fsrs-rs's training shape: per card, its reviews in time order with the days
 * since the one before (0 for the first); one item per review after the first, holding the card's
 * history up to it. Reviews must arrive ordered by card, then time (as the query sorts them).
 */
export function trainingHistories(
  reviews: Iterable<TrainingReview>,
): Array<Array<[rating: number, deltaDays: number]>> {
  const histories: Array<Array<[number, number]>> = [];
  let cardId: string | undefined;
  let history: Array<[number, number]> = [];
  let lastDay = 0;
  for (const review of reviews) {
    if (review.rating < 1 || review.rating > 4) continue;
    const day = dayNumber(review.reviewedAt);
    if (review.cardId !== cardId) {
      if (history.length > 0) histories.push(history);
      cardId = review.cardId;
      history = [[review.rating, 0]];
    } else history.push([review.rating, Math.max(0, day - lastDay)]);
    lastDay = day;
  }
  if (history.length > 0) histories.push(history);
  return histories;
}

export interface OptimisedParameters {
  /** FSRS-6's 21 weights, for ts-fsrs's `w`. */
  parameters: number[];
  /** Training items built from the reviews (one per review from a card's first a day or more after another). */
  items: number;
}

/** Cards whose items are built between two turns of the event loop. */
const YIELD_EVERY_CARDS = 100;

type Binding = typeof import('@open-spaced-repetition/binding');
let binding: Promise<Binding> | undefined;

/**
 * The binding, loaded on first use: a platform without a prebuilt optimiser still serves and
 * schedules with default parameters; only training is refused (the caller logs it).
 */
function loadBinding(): Promise<Binding> {
  binding ??= import('@open-spaced-repetition/binding');
  return binding;
}

/**
 * Trains FSRS parameters on one learner's reviews. Short-term (same-day) reviews count, as ts-fsrs
 * schedules learning steps within a day. fsrs-rs seeds its batches itself, so the same reviews
 * give the same parameters.
 */
export async function optimiseParameters(reviews: Iterable<TrainingReview>): Promise<OptimisedParameters> {
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } = await loadBinding();
  const items = [];
  let built = 0;
  for (const history of trainingHistories(reviews)) {
    // Building the native items is synchronous work: other requests get a turn every so often.
    if (++built % YIELD_EVERY_CARDS === 0) await setImmediate();
    const steps = history.map(([rating, deltaDays]) => new FSRSBindingReview(rating, deltaDays));
    // fsrs-rs trains on items with at least one review a day or more after another; an item of
    // same-day learning steps only makes it panic, which aborts the whole process: never send one.
    const firstLongTerm = history.findIndex(([, deltaDays], index) => index > 0 && deltaDays > 0);
    if (firstLongTerm < 0) continue;
    for (let end = firstLongTerm + 1; end <= steps.length; end++) items.push(new FSRSBindingItem(steps.slice(0, end)));
  }
  const parameters = await computeParameters(items, { enableShortTerm: true });
  return { parameters: parameters.map((weight) => Math.round(weight * 10_000) / 10_000), items: items.length };
}
