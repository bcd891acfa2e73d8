import { AppError } from '../errors/app-error';
import { describeWait } from './describe-wait';
import { type EventCounter, secondsLeft, type WindowCount } from './event-counter';
import type { RegistrationLimits } from './registration-limits-config';

/** The window both registration limits count in. */
export const REGISTRATION_WINDOW_MS = 60 * 60_000;

const TOTAL_KEY = 'all';

/**
 * Admits a registration attempt or refuses it with 429. Called before the password is hashed: the
 * hash is the expensive part (64 MiB of argon2), and an account nobody approves still costs a row.
 * Each attempt is counted first and then compared, one atomic step even when several app instances
 * share the count. An address over its own limit is refused before it counts against the total, so
 * one flooding address does not use up everyone else's registrations.
 */
export function createRegistrationLimit(counter: EventCounter, limits: RegistrationLimits) {
  const refuse = (window: WindowCount, message: string) => {
    const wait = secondsLeft(window);
    return new AppError('RATE_LIMITED', `${message} Try again in ${describeWait(wait)}.`, {
      retryAfterSeconds: wait,
    });
  };
  return async (address: string): Promise<void> => {
    const fromAddress = await counter.record(`ip:${address}`);
    if (fromAddress.count > limits.perAddressPerHour) {
      throw refuse(fromAddress, 'Too many registrations from this network.');
    }
    const total = await counter.record(TOTAL_KEY);
    if (total.count > limits.totalPerHour) {
      throw refuse(total, 'Too many registrations right now.');
    }
  };
}
