import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createTestDatabase, postgresAvailable, type TestDatabase, withClient } from './support/test-database';

const migrationFiles = readdirSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle')).filter(
  (name) => name.endsWith('.sql'),
);

/**
 * Several instances of one deployment start at once against a new (or newly upgraded) database:
 * each brings the schema up to date at start-up, and they must not trip over each other.
 */
describe.skipIf(!postgresAvailable('the concurrent migration tests'))(
  'instances starting at once on one PostgreSQL',
  () => {
    let database: TestDatabase;
    const handles: DatabaseHandle[] = [];
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await database.drop();
    });

    it('all start, and every migration is applied exactly once', async () => {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase(database.config)));
      for (const result of opened) if (result.status === 'fulfilled') handles.push(result.value);
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const url = database.config.kind === 'postgres' ? database.config.url : '';
      const applied = await withClient(url, (client) =>
        client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations'),
      );
      expect(Number(applied.rows[0]?.count)).toBe(migrationFiles.length);
    });
  },
);
