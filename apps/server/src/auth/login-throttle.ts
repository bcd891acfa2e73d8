import { type EventCounter, retryAfterSeconds } from '../rate-limit/event-counter';

/** A shared address (a school, an office) gets this many times the attempts one address gets for one account. */
const ADDRESS_LIMIT_FACTOR = 4;
/** An account's failures from all addresses together, past which an address that failed for it waits too. */
const EMAIL_CEILING_FACTOR = 20;

/**
 * Failed sign-ins are counted three ways: per address and e-mail together (the guesser's own
 * budget), per address (spraying many e-mails), and per e-mail (a guess spread over many addresses).
 */
const keys = {
  pair: (email: string, address: string) => `pair:${address}|${email}`,
  address: (address: string) => `ip:${address}`,
  email: (email: string) => `email:${email}`,
};

/**
 * Throttles guessing without handing a guesser the power to lock the owner out: failures are
 * kept per address, so the owner signing in from an address that has not failed for the account
 * is never refused, however many failures other addresses piled up (docs/decisions/012).
 */
export interface LoginThrottle {
  /** Seconds before this e-mail may be tried again from this address; 0 when it may be now. */
  retryAfterSeconds(email: string, address: string): Promise<number>;
  /** Seconds before any e-mail may be tried again from this address (the admin rate-limit status). */
  addressRetryAfterSeconds(address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /**
   * Forgets this address's failures for this e-mail. The address and e-mail counts stay: one right
   * password must not reset a sprayer's budget, nor the count of a guess spread over many addresses.
   */
  recordSuccess(email: string, address: string): Promise<void>;
  trackedKeys(): Promise<number>;
}

export function createLoginThrottle(failures: EventCounter, maxFailures: number): LoginThrottle {
  const addressRetryAfterSeconds = async (address: string) =>
    retryAfterSeconds(await failures.peek(keys.address(address)), maxFailures * ADDRESS_LIMIT_FACTOR);
  return {
    async retryAfterSeconds(email, address) {
      const [pair, byEmail, addressWait] = await Promise.all([
        failures.peek(keys.pair(email, address)),
        failures.peek(keys.email(email)),
        addressRetryAfterSeconds(address),
      ]);
      const pairWait = retryAfterSeconds(pair, maxFailures);
      // The ceiling refuses only addresses that have themselves failed for this e-mail: the owner's is clean.
      const ceilingWait = pair.count > 0 ? retryAfterSeconds(byEmail, maxFailures * EMAIL_CEILING_FACTOR) : 0;
      return Math.max(pairWait, addressWait, ceilingWait);
    },
    addressRetryAfterSeconds,
    async recordFailure(email, address) {
      await Promise.all([
        failures.record(keys.pair(email, address)),
        failures.record(keys.address(address)),
        failures.record(keys.email(email)),
      ]);
    },
    recordSuccess: (email, address) => failures.forget(keys.pair(email, address)),
    trackedKeys: () => failures.trackedKeys(),
  };
}
