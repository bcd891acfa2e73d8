// @database-independent: which address a request is counted under behind a proxy (the throttle keeps its counts in memory).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/env';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './support/test-app';

/** The address limit is four times the per-e-mail limit of 1: the fifth failure from one address is refused. */
const ADDRESS_LIMIT = 4;
/** Every failed sign-in hashes a password: few failures keep the test quick on a busy machine. */
const loginThrottle = { maxFailures: 1, windowMs: 60_000 };

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ loginThrottle });
  behindProxy = await createTestApp({ loginThrottle, trustedProxies: ['10.9.0.0/16'] });
});
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});

const login = (app: TestApp, email: string, password: string, from: string, forwardedFor?: string) =>
  app.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: a client forging a new address each time is still throttled', async () => {
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++) {
      const response = await login(
        direct,
        `guess-${attempt}@example.test`,
        'wrong',
        '198.51.100.7',
        `203.0.113.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const user = await direct.createUser();
    const refused = await login(direct, user.email, DEFAULT_PASSWORD, '198.51.100.7', '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('is honoured from a proxy named in TRUST_PROXY, so each client behind it has its own budget', async () => {
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++) {
      const response = await login(behindProxy, `guess-${attempt}@example.test`, 'wrong', '10.9.0.2', '203.0.113.1');
      expect(response.statusCode).toBe(401);
    }
    const user = await behindProxy.createUser();
    expect((await login(behindProxy, user.email, DEFAULT_PASSWORD, '10.9.0.2', '203.0.113.1')).statusCode).toBe(429);
    // Another learner behind the same proxy is not the guesser.
    expect((await login(behindProxy, user.email, DEFAULT_PASSWORD, '10.9.0.2', '203.0.113.2')).statusCode).toBe(200);
    // A client that reaches the app past the proxy cannot shed its address by claiming another.
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++) {
      await login(behindProxy, `direct-${attempt}@example.test`, 'wrong', '198.51.100.9', `203.0.113.${100 + attempt}`);
    }
    expect((await login(behindProxy, user.email, DEFAULT_PASSWORD, '198.51.100.9', '203.0.113.250')).statusCode).toBe(
      429,
    );
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-trust-proxy-'));
  const settings = (value: string) => loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value });

  it('is off by default, and when empty or false', () => {
    expect(loadSettings({ DATA_DIR: dataDir }).config.trustedProxies).toEqual([]);
    expect(settings('').config.trustedProxies).toEqual([]);
    expect(settings('false').config.trustedProxies).toEqual([]);
  });

  it('reads addresses, CIDR ranges and the named ranges', () => {
    expect(settings('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback').config.trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, hop counts and what is not an address, naming the problem', () => {
    expect(() => settings('true')).toThrow(/TRUST_PROXY must name the proxies by address or CIDR/);
    expect(() => settings('2')).toThrow(/hop count/);
    expect(() => settings('10.0.0.1,proxy.internal')).toThrow(/"proxy.internal" is not an IP address/);
    expect(() => settings('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
  });
});
