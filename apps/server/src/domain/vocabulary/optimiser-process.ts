/**
 * The child process one training runs in (fsrs-optimiser-child.ts forks it): it receives the
 * reviews, trains, answers the parameters and exits. A panic inside fsrs-rs aborts this process,
 * not the server.
 */
import { optimiseParameters, type TrainingReview } from './fsrs-optimiser';

process.once('message', async (reviews: TrainingReview[]) => {
  try {
    const result = await optimiseParameters(reviews);
    process.send?.({ ok: true, result }, () => process.exit(0));
  } catch (error) {
    process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
});
