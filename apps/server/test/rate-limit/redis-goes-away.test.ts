import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../support/test-app';
import { reachableRedis } from '../support/test-redis';

const redisUrl = await reachableRedis();

/** A TCP relay to the real Redis that the test can cut, as a network failure or a Redis restart would. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Refuses new connections and drops the open ones. */
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** The body and header of a limit that cannot be counted while Redis is away (registration's choice). */
const AWAY = {
  code: 'SERVICE_UNAVAILABLE',
  error: 'The service is briefly unavailable. Please try again in a few seconds.',
  retryAfterSeconds: 5,
};

/**
 * Each limiter's choice while Redis is away (decision 012): the sign-in throttle and the engine
 * budget count in the instance's memory (the feature works, the limit holds per instance);
 * registration is refused with 503 and Retry-After. Never a 500, never an unthrottled sign-in.
 */
describe.skipIf(!redisUrl)('rate limits while the shared Redis is away', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    relay = await startRelay(new URL(redisUrl ?? ''));
    t = await createTestApp({
      redis: { url: relay.url, keyPrefix: `tolk-test:${randomUUID()}:` },
      loginThrottle: { maxFailures: 3, windowMs: 15 * 60_000 },
      engineCallsPerMinute: 2,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in and throttles sign-in failures in memory, refuses registration with 503 and Retry-After', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const login = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login(user.email, 'wrong')).statusCode).toBe(401);

    await relay.cut();
    // Sign-in still works.
    expect((await login(other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    // And is still throttled: failures counted in this instance's memory.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(user.email, 'wrong')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'away@example.test', password: 'secret1', name: 'Away' },
    });
    expect(registered.statusCode).toBe(503);
    expect(registered.json()).toEqual(AWAY);
    expect(registered.headers['retry-after']).toBe('5');
  });

  it('keeps the engine budget in memory: calls within it reach the engine, the next is 429', async () => {
    await relay.cut();
    const token = t.tokenFor(await t.createUser());
    const translate = () =>
      t.request({ method: 'POST', url: '/api/text-translate', token, payload: { text: 'Hei', direction: 'no-en' } });
    // No translation engine here: a call within the budget reaches the (absent) engine.
    const within = [await translate(), await translate()].map((response) => (response.json() as { code: string }).code);
    expect(within).toEqual(['ENGINE_UNAVAILABLE', 'ENGINE_UNAVAILABLE']);
    const past = await translate();
    expect(past.statusCode).toBe(429);
    expect(past.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
