import { AppError } from '../errors/app-error';
import { type EventCounter, secondsLeft } from './event-counter';

/**
 * Caps engine calls per user per minute: engines cost money or CPU, and one runaway client must
 * not starve everyone else. The call is counted first and then compared, one atomic step even when
 * several app instances share the count; past the cap it is refused with 429 and Retry-After.
 * routes/engine-call-guards.ts runs it for the signed-in user before every engine endpoint.
 */
export function createEngineCallLimit(counter: EventCounter, callsPerMinute: number) {
  return async (userId: string): Promise<void> => {
    const window = await counter.record(userId);
    if (window.count <= callsPerMinute) return;
    const wait = secondsLeft(window);
    throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, {
      retryAfterSeconds: wait,
    });
  };
}
