import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../config';
import { type UserRow, users } from './schema/accounts';
import { USERS_CHANGED_CHANNEL, UserRowCache } from './user-row-cache';

/**
 * Queries are built from the tables each module imports from db/schema/<feature>.ts; no relational
 * queries (db.query.*), so the client is opened without a schema object and no module gathers
 * every table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: AppConfig['database']['kind'];
  /**
   * The hot path of every authenticated request: always the row as stored now. PostgreSQL reads
   * it each time (docs/decisions/002); PGlite keeps rows until the users trigger says they changed
   * (docs/decisions/004).
   */
  findUserById(id: string): Promise<UserRow | undefined>;
  /** Round-trips a trivial query; used by the health report. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens the configured database and brings its schema up to date before anything else touches it. */
export async function openDatabase(
  config: AppConfig['database'],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) must not take
    // the process down: pg drops it from the pool, and the next query opens a new one.
    pool.on('error', (error) => log?.warn({ err: error }, 'an idle PostgreSQL connection was closed by the server'));
    const db = drizzlePostgres(pool);
    await migrateOnce(pool, () => migratePostgres(db, { migrationsFolder }));
    const userById = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('tolk_user_by_id');
    return {
      db,
      kind: 'postgres',
      findUserById: async (id) => (UUID.test(id) ? (await userById.execute({ id }))[0] : undefined),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  await client.exec(PGLITE_PLANNER_SETTINGS);
  const cachedUsers = new UserRowCache(await preparePgliteUserLookup(client), USER_CACHE_CAPACITY);
  await client.listen(USERS_CHANGED_CHANNEL, (id) => cachedUsers.forget(id));
  return {
    db,
    kind: 'pglite',
    findUserById: (id) => cachedUsers.find(id),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** Any fixed number, the same in every instance: the key of the advisory lock around migrations. */
const MIGRATION_LOCK_KEY = 0x746f6c6b; // 'tolk'

/**
 * Instances of one deployment starting at once would each apply the pending migrations and trip
 * over each other (a table created twice). A session advisory lock on one held connection lets
 * one migrate while the others wait; they then find every migration applied and go on.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/**
 * PGlite's one session, its pages in memory: a random read costs what a sequential one does. It
 * also runs no autovacuum, so tables are never analysed and the planner guesses a few rows per
 * user; at the default random_page_cost of 4 it then reads all of a learner's phrases and sorts
 * them for one page (65 ms for 10,000 against 0.1 ms by the index: decision 015).
 */
const PGLITE_PLANNER_SETTINGS = 'SET random_page_cost = 1.1';

/** Enough for every active learner of a single-process deployment; about 1 KiB each. */
const USER_CACHE_CAPACITY = 10_000;

/** Ids are UUIDs; anything else cannot name a user and must not reach a uuid-typed parameter. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PGlite spends most of a parameterised query on the extended protocol; EXECUTE of a statement
 * prepared once runs in about half the time. The id is spliced in only after it matched the
 * UUID pattern, so nothing but 36 hex-and-dash characters can reach the SQL text.
 */
async function preparePgliteUserLookup(client: PGlite): Promise<DatabaseHandle['findUserById']> {
  await client.exec(
    'PREPARE tolk_user_by_id(uuid) AS SELECT id, name, email, password_hash, status, role, created_at FROM users WHERE id = $1',
  );
  return async (id) => {
    if (!UUID.test(id)) return undefined;
    const [result] = await client.exec(`EXECUTE tolk_user_by_id('${id}')`);
    const row = result?.rows[0] as PgliteUserRow | undefined;
    return (
      row && {
        id: row.id,
        name: row.name,
        email: row.email,
        passwordHash: row.password_hash,
        status: row.status,
        role: row.role,
        createdAt: row.created_at,
      }
    );
  };
}

interface PgliteUserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  status: UserRow['status'];
  role: UserRow['role'];
  created_at: Date;
}
