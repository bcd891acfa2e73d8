import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../../src/config';

export interface TestDatabase {
  config: AppConfig['database'];
  drop(): Promise<void>;
}

/**
 * An empty database of its own for each test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Files never
 * share rows, so rules that count across the table (the last administrator) stay testable.
 */
export async function createTestDatabase(kind = process.env.TEST_DB): Promise<TestDatabase> {
  if (kind !== 'postgres') {
    return { config: { kind: 'pglite' }, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tolk_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * For a test file's describe.skipIf: true when TEST_DATABASE_URL names a PostgreSQL server. Without
 * one the suite is skipped with the reason printed, except on CI (CI=true), where it must be set.
 */
export function postgresAvailable(what = 'the PostgreSQL connection tests'): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  if (process.env.CI === 'true') throw new Error('TEST_DATABASE_URL is required on CI');
  console.log(`Skipping ${what}: TEST_DATABASE_URL is not set`);
  return false;
}
