import { AppError } from '../errors/app-error';
import { describeWait } from './describe-wait';
import { type EventCounter, secondsLeft, type WindowCount } from './event-counter';
import { networkOf } from './network-prefix';
import type { RegistrationLimits } from './registration-limits-config';

/** The window every registration limit counts in. */
export const REGISTRATION_WINDOW_MS = 60 * 60_000;

const TOTAL_KEY = 'all';
const REFUSED_KEY = 'refused';

/** Whether sign-up is being refused: since when in this window, and how many attempts so far; null when none. */
export interface RegistrationThrottle {
  since: Date;
  refused: number;
}

export interface RegistrationLimit {
  /**
   * Admits a registration attempt from `address`, answering the network it counted under, or
   * refuses it with 429.
   */
  admit(address: string): Promise<string>;
  /** Refusals in the current window, for the administrators; null when none. */
  throttle(): Promise<RegistrationThrottle | null>;
}

/**
 * Admits a registration attempt or refuses it with 429. Called before the password is hashed: the
 * hash is the expensive part (64 MiB of argon2), and an account nobody approves still costs a row.
 * Each attempt is counted first and then compared, one atomic step even when several app instances
 * share the count. An address over its own limit is refused before it counts against its network,
 * and a network over its limit before it counts against the total, so one actor with many addresses
 * of one network does not use up everyone else's registrations. Every refusal is counted for the
 * administrators (`throttle`).
 */
export function createRegistrationLimit(counter: EventCounter, limits: RegistrationLimits): RegistrationLimit {
  const refuse = async (window: WindowCount, message: string) => {
    await counter.record(REFUSED_KEY);
    const wait = secondsLeft(window);
    return new AppError('RATE_LIMITED', `${message} Try again in ${describeWait(wait)}.`, {
      retryAfterSeconds: wait,
    });
  };
  return {
    async admit(address) {
      const fromAddress = await counter.record(`ip:${address}`);
      if (fromAddress.count > limits.perAddressPerHour) {
        throw await refuse(fromAddress, 'Too many registrations from this network.');
      }
      const network = networkOf(address, limits.networkPrefix);
      const fromNetwork = await counter.record(`net:${network}`);
      if (fromNetwork.count > limits.perNetworkPerHour) {
        throw await refuse(fromNetwork, 'Too many registrations from this network.');
      }
      const total = await counter.record(TOTAL_KEY);
      if (total.count > limits.totalPerHour) {
        throw await refuse(total, 'Too many registrations right now.');
      }
      return network;
    },
    async throttle() {
      const refused = await counter.peek(REFUSED_KEY);
      if (refused.count === 0) return null;
      // The window starts at its first refusal and lasts REGISTRATION_WINDOW_MS.
      return { since: new Date(Date.now() - (REGISTRATION_WINDOW_MS - refused.resetsInMs)), refused: refused.count };
    },
  };
}
