import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTcpProxy, startTcpProxy } from './support/fakes/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase, withClient } from './support/test-database';

const phrase = () => ({
  text: 'Good morning',
  translation: 'Buenos días',
  sourceLanguage: 'en',
  targetLanguage: 'es',
  clientId: randomUUID(),
});

/**
 * PostgreSQL restarting, failing over or ending connections under load must never answer 500:
 * a read is tried once more on a fresh connection, and what still fails is 503 with Retry-After.
 * The restart is played by a TCP proxy in front of the shared server, which is never touched.
 */
describe.skipIf(!postgresAvailable('the database outage tests'))('the database going away', () => {
  let database: TestDatabase;
  let proxy: FakeTcpProxy;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const direct = new URL(database.config.kind === 'postgres' ? database.config.url : '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.host = proxy.address;
    t = await createTestApp({ database: { kind: 'postgres', url: proxied.toString() } });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.app.close();
    await proxy.close();
    await database.drop();
  });

  it('answers 503 with Retry-After while it is away, and the first request after it is back works', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    await proxy.cut();
    for (const request of [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/user/phrases' },
      { method: 'POST', url: '/api/user/phrases', payload: phrase() },
    ] as const) {
      const response = await t.request({ ...request, token });
      expect({ request, status: response.statusCode }).toEqual({ request, status: 503 });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    }
    await proxy.restore();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/user/phrases', payload: phrase(), token })).statusCode).toBe(
      200,
    );
  });

  /**
   * The request's query waits behind a table lock held on another connection, so it is surely in
   * flight when its connection is ended, as pg_terminate_backend or a restart would end it.
   */
  async function endedWhileRunning(request: { method: 'GET' | 'POST'; url: string; payload?: object }) {
    const name = new URL(database.config.kind === 'postgres' ? database.config.url : '').pathname.slice(1);
    return withClient(database.config.kind === 'postgres' ? database.config.url : '', async (locker) => {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE phrases IN ACCESS EXCLUSIVE MODE');
      const answer = t.request({ ...request, token });
      let ended = 0;
      for (let tries = 0; ended === 0 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const result = await locker.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
          [name],
        );
        ended = result.rowCount ?? 0;
      }
      await locker.query('COMMIT');
      expect(ended).toBe(1);
      return answer;
    });
  }

  it('a read whose connection is ended under it is answered from a fresh connection', async () => {
    const response = await endedWhileRunning({ method: 'GET', url: '/api/user/phrases' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('a write whose connection is ended under it is not repeated: 503 with Retry-After', async () => {
    const response = await endedWhileRunning({ method: 'POST', url: '/api/user/phrases', payload: phrase() });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
  });
});
