import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/embedded-template';

export interface TestDatabase {
  config: AppConfig['database'];
  drop(): Promise<void>;
}

/**
 * An empty database of its own for each test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Files never
 * share rows, so rules that count across the table (the last administrator) stay testable.
 *
 * Without a kind (the database follows TEST_DB and the app opens it, migrating it), the PostgreSQL
 * database is a copy of a template our migrations already ran on, as a new PGlite one is unpacked
 * from a migrated archive: running them again in every file cost a second or two each. A caller
 * naming the kind gets a truly empty database (the migration tests need one).
 */
export async function createTestDatabase(kind?: string): Promise<TestDatabase> {
  const migrated = kind === undefined;
  const chosen = kind ?? process.env.TEST_DB;
  if (chosen !== 'postgres') {
    return { config: { kind: 'pglite' }, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tolk_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${postgresTemplateName()}` : '';
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  return {
    config: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The migrated template's name: it carries a hash of the migrations, so a changed schema makes a new one. */
export function postgresTemplateName(): string {
  const hash = createHash('sha256');
  const files = [
    'meta/_journal.json',
    ...readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return `tolk_test_template_${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Makes the migrated template on TEST_DATABASE_URL's server unless it exists (vitest's global setup
 * calls it once per run). It is migrated under a name of its own and renamed when complete, so a
 * run started at the same time never copies half a template; nothing stays connected to it, which
 * CREATE DATABASE … TEMPLATE requires.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = async () =>
    withClient(serverUrl, async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return (found.rowCount ?? 0) > 0;
    });
  if (await exists()) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
    await handle.close();
    await withClient(serverUrl, (client) => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
  } catch (error) {
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    // Another run renamed its own copy first: that one serves as well.
    if (await exists()) return name;
    throw error;
  }
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
