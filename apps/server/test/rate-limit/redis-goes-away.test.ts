import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
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

describe.skipIf(!redisUrl)('rate limits while the shared Redis is away', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    relay = await startRelay(new URL(redisUrl ?? ''));
    t = await createTestApp({ redis: { url: relay.url, keyPrefix: `tolk-test:${randomUUID()}:` } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After, neither a 500 nor an unthrottled sign-in', async () => {
    const user = await t.createUser();
    const login = (password: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login('wrong')).statusCode).toBe(401);

    await relay.cut();
    const response = await login('wrong');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      error: 'The service is briefly unavailable. Please try again in a few seconds.',
      retryAfterSeconds: 5,
    });
    expect(response.headers['retry-after']).toBe('5');
  });
});
