import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../src/auth/login-throttle';
import { createLocalEventCounter } from '../src/rate-limit/local-event-counter';

const MAX_FAILURES = 5;
const throttle = () => createLoginThrottle(createLocalEventCounter(60_000), MAX_FAILURES);

describe('the sign-in throttle', () => {
  it('refuses an address that failed for an e-mail once the e-mail’s failures from everywhere reach its ceiling', async () => {
    const logins = throttle();
    const email = 'owner@example.test';
    // Twenty times the limit, spread so that no address reaches its own limit for the e-mail.
    for (let address = 0; address < 25; address++) {
      for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt++) {
        expect(await logins.retryAfterSeconds(email, `10.9.0.${address}`)).toBe(0);
        await logins.recordFailure(email, `10.9.0.${address}`);
      }
    }
    expect(await logins.retryAfterSeconds(email, '10.9.0.3')).toBeGreaterThan(0);
    // The owner's address never failed for it, and another e-mail at a guessing address is not concerned.
    expect(await logins.retryAfterSeconds(email, '10.9.1.1')).toBe(0);
    expect(await logins.retryAfterSeconds('other@example.test', '10.9.0.3')).toBe(0);
  });

  it('stays open below the ceiling for an address with a few failures of its own', async () => {
    const logins = throttle();
    const email = 'owner@example.test';
    for (let address = 0; address < 24; address++) {
      for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt++)
        await logins.recordFailure(email, `10.9.2.${address}`);
    }
    expect(await logins.retryAfterSeconds(email, '10.9.2.3')).toBe(0);
  });

  it('refuses an address spraying many e-mails past four times the limit, for any e-mail', async () => {
    const logins = throttle();
    for (let attempt = 0; attempt < 4 * MAX_FAILURES; attempt++) {
      expect(await logins.retryAfterSeconds(`guess-${attempt}@example.test`, '10.9.4.1')).toBe(0);
      await logins.recordFailure(`guess-${attempt}@example.test`, '10.9.4.1');
    }
    expect(await logins.retryAfterSeconds('owner@example.test', '10.9.4.1')).toBeGreaterThan(0);
    expect(await logins.addressRetryAfterSeconds('10.9.4.1')).toBeGreaterThan(0);
    expect(await logins.retryAfterSeconds('owner@example.test', '10.9.4.2')).toBe(0);
  });

  it('forgets only the signing-in address’s failures on success', async () => {
    const logins = throttle();
    const email = 'owner@example.test';
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      await logins.recordFailure(email, '10.9.3.1');
      await logins.recordFailure(email, '10.9.3.2');
    }
    await logins.recordSuccess(email, '10.9.3.1');
    expect(await logins.retryAfterSeconds(email, '10.9.3.1')).toBe(0);
    expect(await logins.retryAfterSeconds(email, '10.9.3.2')).toBeGreaterThan(0);
  });
});
