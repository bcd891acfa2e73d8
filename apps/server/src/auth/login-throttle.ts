import { type EventCounter, retryAfterSeconds } from '../rate-limit/event-counter';

/** A shared address (a school, an office) gets this many times the attempts one account gets. */
const ADDRESS_LIMIT_FACTOR = 4;

/** Failed sign-ins are counted per e-mail and per client address. */
const keys = {
  email: (email: string) => `email:${email}`,
  address: (ip: string) => `ip:${ip}`,
};

/** Throttles guessing: only failed sign-ins count, and a success forgets the e-mail's failures. */
export interface LoginThrottle {
  /** Seconds before this e-mail may be tried again from this address; 0 when it may be now. */
  retryAfterSeconds(email: string, address: string): Promise<number>;
  /** Seconds before any e-mail may be tried again from this address (the admin rate-limit status). */
  addressRetryAfterSeconds(address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /** The address keeps its count: one right password must not reset a guesser's budget. */
  recordSuccess(email: string): Promise<void>;
  trackedKeys(): Promise<number>;
}

export function createLoginThrottle(failures: EventCounter, maxFailures: number): LoginThrottle {
  const addressRetryAfterSeconds = async (address: string) =>
    retryAfterSeconds(await failures.peek(keys.address(address)), maxFailures * ADDRESS_LIMIT_FACTOR);
  return {
    async retryAfterSeconds(email, address) {
      const [emailWait, addressWait] = await Promise.all([
        failures.peek(keys.email(email)).then((window) => retryAfterSeconds(window, maxFailures)),
        addressRetryAfterSeconds(address),
      ]);
      return Math.max(emailWait, addressWait);
    },
    addressRetryAfterSeconds,
    async recordFailure(email, address) {
      await Promise.all([failures.record(keys.email(email)), failures.record(keys.address(address))]);
    },
    recordSuccess: (email) => failures.forget(keys.email(email)),
    trackedKeys: () => failures.trackedKeys(),
  };
}
