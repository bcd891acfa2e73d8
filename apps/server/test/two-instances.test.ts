import { randomBytes, randomUUID } from 'node:crypto';
import { authPaths } from '@tolk/contracts/accounts';
import { adminPaths } from '@tolk/contracts/admin';
import { phrasePaths } from '@tolk/contracts/phrases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import type { AppConfig } from '../src/config';
import { type UserRow, users } from '../src/db/schema/accounts';
import { connectRedis } from '../src/rate-limit/redis-connection';
import { DEFAULT_PASSWORD, testConfig } from './support/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './support/test-database';
import { reachableRedis } from './support/test-redis';

const redisUrl = postgresAvailable('the two-instance tests') ? await reachableRedis() : undefined;

/**
 * Two servers of one deployment, as behind a load balancer: each listening on its own loopback
 * port, both on one PostgreSQL database and one Redis, sharing the JWT secret and the data
 * directory. Whatever one instance is told, the other must act on at once.
 */
describe.skipIf(!redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let config: AppConfig;
  const instances: { app: FastifyInstance; url: string }[] = [];
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    config = testConfig({
      database: database.config,
      // A namespace of this run's own, so parallel runs on one Redis never count each other's events.
      redis: { url: redisUrl ?? '', keyPrefix: `tolk-test:${randomUUID()}:` },
      jwt: { secret: randomBytes(32).toString('hex'), expiresInSeconds: 3600 },
    });
    for (let n = 0; n < 2; n++) {
      const app = await buildApp(config);
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push({ app, url });
    }
    passwordHash = await hashPassword(DEFAULT_PASSWORD);
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    const redis = await connectRedis(redisUrl ?? '', { warn: () => {} });
    const keys = await redis.keys(`${config.redis?.keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.drop();
  });

  const instance = (n: number) => {
    const found = instances[n % 2];
    if (!found) throw new Error('the instances did not start');
    return found;
  };

  async function call(n: number, method: string, path: string, options: { token?: string; body?: object } = {}) {
    const response = await fetch(`${instance(n).url}${path}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function createUser(role: UserRow['role'] = 'USER'): Promise<UserRow> {
    const [user] = await instance(0)
      .app.database.db.insert(users)
      .values({ name: 'Ingrid', email: `${randomUUID()}@tolk.test`, passwordHash, status: 'ACTIVE', role })
      .returning();
    if (!user) throw new Error('no user');
    return user;
  }

  async function signIn(n: number, user: UserRow): Promise<string> {
    const { status, body } = await call(n, 'POST', authPaths.login, {
      body: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(status).toBe(200);
    return String(body.token);
  }

  it('serves a phrase saved on one instance from the other', async () => {
    const token = await signIn(0, await createUser());
    const saved = await call(0, 'POST', phrasePaths.phrases, {
      token,
      body: {
        text: 'Thank you',
        translation: 'Takk',
        sourceLanguage: 'en',
        targetLanguage: 'sv',
        clientId: randomUUID(),
      },
    });
    expect(saved.status).toBe(200);
    const listed = await call(1, 'GET', phrasePaths.phrases, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.phrases).toMatchObject([{ originalText: 'Thank you', translatedText: 'Takk' }]);
  });

  it('refuses a user blocked on one instance on the very next request to the other', async () => {
    const admin = await signIn(0, await createUser('ADMIN'));
    const learner = await createUser();
    const token = await signIn(1, learner);
    for (let round = 0; round < 10; round++) {
      // The other instance has the learner's row in memory when the block lands.
      expect((await call(1, 'GET', authPaths.me, { token })).status).toBe(200);
      const blocked = await call(0, 'PATCH', adminPaths.userStatus(learner.id), {
        token: admin,
        body: { status: 'BLOCKED' },
      });
      expect(blocked.status).toBe(200);
      const refused = await call(1, 'GET', authPaths.me, { token });
      expect({ round, status: refused.status, code: refused.body.code }).toEqual({
        round,
        status: 403,
        code: 'ACCOUNT_BLOCKED',
      });
      const unblocked = await call(0, 'PATCH', adminPaths.userStatus(learner.id), {
        token: admin,
        body: { status: 'ACTIVE' },
      });
      expect(unblocked.status).toBe(200);
    }
  });

  it('adds up wrong passwords tried on both instances', async () => {
    const user = await createUser();
    const { maxFailures } = config.loginThrottle;
    expect(maxFailures).toBeLessThan(8);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push(
        (await call(attempt, 'POST', authPaths.login, { body: { email: user.email, password: 'wrong' } })).status,
      );
    }
    expect(statuses).toEqual([...Array(maxFailures).fill(401), ...Array(8 - maxFailures).fill(429)]);
    // Throttled on both, even with the right password.
    for (const n of [0, 1]) {
      const { status } = await call(n, 'POST', authPaths.login, {
        body: { email: user.email, password: DEFAULT_PASSWORD },
      });
      expect(status).toBe(429);
    }
  });
});
