import { createEmptyCard, fsrs, type Grade, generatorParameters, Rating } from 'ts-fsrs';

/** One simulated answer: which card, the FSRS rating it earned, and when. */
export interface SimulatedReview {
  card: number;
  rating: Grade;
  at: Date;
}

const DAY_MS = 86_400_000;

/**
 * A learner whose memory is not FSRS's default one (they forget about twice as fast), reviewing
 * `cards` cards when each falls due under the default scheduler, until `reviews` answers: each
 * answer is right with the probability their true memory gives, so the logs carry a signal an
 * optimiser can fit. Seeded: the same arguments give the same history. Per card, in time order.
 */
export function simulateLearner(options: {
  cards: number;
  reviews: number;
  seed?: number;
  start?: Date;
}): SimulatedReview[] {
  let state = options.seed ?? 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const start = options.start ?? new Date('2026-01-05T08:00:00Z');
  const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
  const truth = fsrs(generatorParameters({ enable_fuzz: false, w: halvedStability() }));
  const perCard = Math.ceil(options.reviews / options.cards);
  const reviews: SimulatedReview[] = [];
  for (let card = 0; card < options.cards && reviews.length < options.reviews; card++) {
    let scheduled = createEmptyCard(start);
    let remembered = createEmptyCard(start);
    let at = new Date(start.getTime() + Math.floor(random() * 30) * DAY_MS + card * 60_000);
    for (let answer = 0; answer < perCard && reviews.length < options.reviews; answer++) {
      const recall = answer === 0 ? 0.6 : truth.get_retrievability(remembered, at, false);
      const rating: Grade =
        random() >= recall ? Rating.Again : random() < 0.1 ? Rating.Hard : random() < 0.1 ? Rating.Easy : Rating.Good;
      reviews.push({ card, rating, at });
      scheduled = scheduler.next(scheduled, at, rating).card;
      remembered = truth.next(remembered, at, rating).card;
      at = new Date(Math.max(scheduled.due.getTime(), at.getTime() + 60_000));
    }
  }
  return reviews;
}

/** FSRS-6's default weights with the initial stabilities halved: a learner who forgets faster. */
function halvedStability(): number[] {
  const w = [...generatorParameters().w];
  for (let index = 0; index < 4; index++) w[index] = (w[index] ?? 1) / 2;
  return w;
}
