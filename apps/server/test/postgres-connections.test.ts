import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase, withClient } from './support/test-database';

/**
 * On PostgreSQL the server keeps a pool of connections. One that the database server ends while it
 * sits idle (a restart, a failover, an administrator) must cost nothing: without an error listener
 * on the pool, pg would throw it as an uncaught exception and take the whole process down.
 */
describe.skipIf(!postgresAvailable())('PostgreSQL connections ended by the database server', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await buildApp(testConfig({ database: database.config }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('are dropped from the pool, and the next request opens a new one', async () => {
    // Two connections in use, then idle in the pool.
    await Promise.all([app.database.ping(), app.database.ping()]);
    const url = new URL(database.config.kind === 'postgres' ? database.config.url : '');
    const name = url.pathname.slice(1);
    const ended = await withClient(process.env.TEST_DATABASE_URL ?? '', (client) =>
      client.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      ),
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    // Give the ended connections' errors time to arrive while they sit idle.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const response = await app.inject({ method: 'GET', url: '/api/public/health-simple' });
    expect(response.statusCode).toBe(200);
    await expect(app.database.ping()).resolves.toBeUndefined();
  });
});
