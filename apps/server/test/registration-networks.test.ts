import { ClearPendingSignupsResponse, PendingSignupsResponse } from '@tolk/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkOf } from '../src/rate-limit/network-prefix';
import { createTestApp, registerFrom as registerFromAddress, type TestApp } from './support/test-app';

/**
 * Sign-up cannot be closed by one actor: registrations count per network as well as per address,
 * so many addresses of one network do not fill the total cap; administrators see pending accounts
 * by network, clear one network's at once, and see when sign-up is being refused.
 */

const PREFIXES = { ipv4: 24, ipv6: 48 };

describe('networkOf', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1::9', '2001:db8:1::/48'],
    ['::1', '::/48'],
    ['not an address', 'not an address'],
  ])('%s is in %s', (address, network) => {
    expect(networkOf(address, PREFIXES)).toBe(network);
  });

  it('takes configured prefix lengths', () => {
    expect(networkOf('203.0.113.77', { ipv4: 16, ipv6: 48 })).toBe('203.0.0.0/16');
    expect(networkOf('2001:db8:abcd:1234::1', { ipv4: 24, ipv6: 56 })).toBe('2001:db8:abcd:1200::/56');
  });
});

describe('registration per network', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({
      registration: { perAddressPerHour: 3, perNetworkPerHour: 5, networkPrefix: PREFIXES, totalPerHour: 20 },
    });
    adminToken = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  });
  afterAll(() => t?.close());

  const registerFrom = (address: string, email: string) => registerFromAddress(t, address, email);

  it('lets a newcomer sign up after one network sent more than the total cap', async () => {
    const statuses: number[] = [];
    // 7 addresses × 3 attempts = 21, past the total of 20, all from 10.7.0.0/24.
    for (let host = 1; host <= 7; host++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await registerFrom(`10.7.0.${host}`, `flood-${host}-${attempt}@example.test`)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    const newcomer = await registerFrom('192.0.2.9', 'newcomer@example.test');
    expect(newcomer.statusCode, newcomer.body).toBe(201);
  });

  it('shows administrators the pending accounts by network and that sign-up was refused', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/pending-signups', token: adminToken });
    expect(response.statusCode, response.body).toBe(200);
    const body = PendingSignupsResponse.parse(response.json());
    expect(body.networks.map(({ network, pending }) => ({ network, pending }))).toEqual([
      { network: '10.7.0.0/24', pending: 5 },
      { network: '192.0.2.0/24', pending: 1 },
    ]);
    expect(body.throttle).toMatchObject({ refused: 16 });
    const since = Date.parse(body.throttle?.since ?? '');
    expect(Date.now() - since).toBeGreaterThanOrEqual(0);
    expect(Date.now() - since).toBeLessThan(120_000);
  });

  it('clears one network’s pending accounts at once, leaving the others', async () => {
    const cleared = await t.request({
      method: 'POST',
      url: '/api/admin/pending-signups/clear',
      token: adminToken,
      payload: { network: '10.7.0.0/24' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(ClearPendingSignupsResponse.parse(cleared.json())).toEqual({ success: true, deleted: 5 });
    const after = PendingSignupsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/pending-signups', token: adminToken })).json(),
    );
    expect(after.networks.map(({ network }) => network)).toEqual(['192.0.2.0/24']);
  });

  it('is for administrators only', async () => {
    const learner = t.tokenFor(await t.createUser());
    const response = await t.request({ method: 'GET', url: '/api/admin/pending-signups', token: learner });
    expect(response.statusCode).toBe(403);
  });
});
