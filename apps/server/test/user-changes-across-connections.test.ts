import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../src/db/user-change-listener';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './support/test-database';

/**
 * On PostgreSQL the user rows are cached too (docs/decisions/014), and the writer may be another
 * instance: here a connection of its own, as another server or an operator's psql would be.
 */
describe.skipIf(!postgresAvailable('the user cache tests on PostgreSQL'))(
  'a user changed on another connection',
  () => {
    let database: TestDatabase;
    let t: TestApp;
    let otherInstance: pg.Client;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      t = await createTestApp({ database: database.config });
      otherInstance = new pg.Client({
        connectionString: database.config.kind === 'postgres' ? database.config.url : '',
      });
      await otherInstance.connect();
    });
    afterAll(async () => {
      await otherInstance.end();
      await t.close();
      await database.drop();
    });

    const setStatus = (id: string, status: string) =>
      otherInstance.query('UPDATE users SET status = $2 WHERE id = $1', [id, status]);

    it('is seen by the very next lookup, every time, though the notification travels on its own', async () => {
      const user = await t.createUser();
      for (let round = 0; round < 100; round++) {
        const status = round % 2 === 0 ? 'BLOCKED' : 'ACTIVE';
        await setStatus(user.id, status);
        expect({ round, status: (await t.app.database.findUserById(user.id))?.status }).toEqual({ round, status });
        // Cached again before the next change.
        await t.app.database.findUserById(user.id);
      }
    });

    it('is seen even when the listening connection was lost and its notification with it', async () => {
      const user = await t.createUser();
      expect((await t.app.database.findUserById(user.id))?.status).toBe('ACTIVE');
      const ended = await otherInstance.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_NAME],
      );
      expect(ended.rowCount).toBe(1);
      await setStatus(user.id, 'BLOCKED');
      expect((await t.app.database.findUserById(user.id))?.status).toBe('BLOCKED');
      // Listening again within a few seconds, and caching with it.
      await expect
        .poll(
          async () =>
            (
              await otherInstance.query(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
                [LISTENER_NAME],
              )
            ).rows[0]?.n,
          { timeout: 5_000 },
        )
        .toBe(1);
      await setStatus(user.id, 'ACTIVE');
      expect((await t.app.database.findUserById(user.id))?.status).toBe('ACTIVE');
    });
  },
);
