import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from './database-config';
import { retryingOnceIfUnavailable } from './database-unavailable';
import type { EmbeddedClient, EmbeddedMemory } from './embedded-database-thread';
import { migrationsFolder, readEmbeddedTemplate } from './embedded-template';
import { openEmbeddedDatabase } from './open-embedded-database';
import { type UserRow, users } from './schema/accounts';
import { UserChangeListener } from './user-change-listener';
import { USERS_CHANGED_CHANNEL, UserRowCache } from './user-row-cache';

/**
 * Queries are built from the tables each module imports from db/schema/<feature>.ts; no relational
 * queries (db.query.*), so the client is opened without a schema object and no module gathers
 * every table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /**
   * The hot path of every authenticated request: always the row as stored now, kept in memory
   * until the users trigger says it changed (docs/decisions/004 for PGlite, 014 for PostgreSQL,
   * where changes by other instances count too).
   */
  findUserById(id: string): Promise<UserRow | undefined>;
  /** Round-trips a trivial query; used by the health report. */
  ping(): Promise<void>;
  /**
   * Takes a session advisory lock named by `key` on a connection held until release(), or returns
   * null at once when another instance holds it; the lock goes with the connection if the process
   * dies. The embedded database belongs to one process, so there it is always granted.
   */
  tryLock(key: string): Promise<{ release(): Promise<void> } | null>;
  /** The embedded database's memory (its own thread); none for PostgreSQL, whose memory is its server's. */
  embeddedMemory?(): Promise<EmbeddedMemory>;
  close(): Promise<void>;
}

/** Opens the configured database and brings its schema up to date before anything else touches it. */
export async function openDatabase(
  config: DatabaseConfig,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // A database that does not answer (a restart, a failover, a lost network) fails the request
      // as unavailable (503 with Retry-After) after this long instead of holding it open.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
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
    // A pure read: when the connection it ran on was lost, a fresh one answers it.
    const readUser = retryingOnceIfUnavailable(async (id: string) => (await userById.execute({ id }))[0]);
    let changes: UserChangeListener | undefined;
    const cachedUsers = new UserRowCache(
      readUser,
      USER_CACHE_CAPACITY,
      async () => (await changes?.caughtUp()) ?? false,
    );
    try {
      changes = await UserChangeListener.start(config.url, (id) => cachedUsers.forget(id), log);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listener = changes;
    return {
      db,
      kind: 'postgres',
      findUserById: async (id) => (UUID.test(id) ? cachedUsers.find(id) : undefined),
      ping: async () => void (await db.execute(sql`select 1`)),
      tryLock: (key) => tryAdvisoryLock(pool, key),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const client = await openEmbeddedDatabase({
    dataDir: config.dataDir,
    prepare: (fresh) => migratePglite(asPglite(fresh), { migrationsFolder }),
    template: readEmbeddedTemplate,
  });
  const db = asPglite(client);
  const cachedUsers = new UserRowCache(await preparePgliteUserLookup(client), USER_CACHE_CAPACITY);
  await client.listen(USERS_CHANGED_CHANNEL, (id) => cachedUsers.forget(id));
  return {
    db,
    kind: 'pglite',
    findUserById: (id) => cachedUsers.find(id),
    ping: async () => void (await db.execute(sql`select 1`)),
    tryLock: async () => ({ release: async () => {} }),
    embeddedMemory: () => client.memory(),
    close: () => client.close(),
  };
}

/**
 * drizzle's PGlite driver over the embedded database's thread: it calls only query (with its
 * parsers, which cross as oids) and transaction, which the thread answers as PGlite would.
 */
export function asPglite(client: EmbeddedClient) {
  return drizzlePglite(client as unknown as PGlite);
}

async function tryAdvisoryLock(pool: pg.Pool, key: string): Promise<{ release(): Promise<void> } | null> {
  const connection = await pool.connect();
  try {
    const result = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [key],
    );
    if (!result.rows[0]?.locked) {
      connection.release();
      return null;
    }
  } catch (error) {
    connection.release(true);
    throw error;
  }
  return {
    release: async () => {
      try {
        await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
        connection.release();
      } catch (error) {
        // A connection that cannot unlock is closed, which frees the lock as well.
        connection.release(error instanceof Error ? error : true);
      }
    },
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

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Enough for every active learner of a single-process deployment; about 1 KiB each. */
const USER_CACHE_CAPACITY = 10_000;

/** Ids are UUIDs; anything else cannot name a user and must not reach a uuid-typed parameter. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PGlite spends most of a parameterised query on the extended protocol; EXECUTE of a statement
 * prepared once runs in about half the time. The id is spliced in only after it matched the
 * UUID pattern, so nothing but 36 hex-and-dash characters can reach the SQL text.
 */
async function preparePgliteUserLookup(client: EmbeddedClient): Promise<DatabaseHandle['findUserById']> {
  await client.exec(
    'PREPARE tolk_user_by_id(uuid) AS SELECT id, name, email, password_hash, status, role, created_at, registration_network FROM users WHERE id = $1',
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
        registrationNetwork: row.registration_network,
      }
    );
  };
}

interface PgliteUserRow {
  id: string;
  registration_network: string | null;
  name: string;
  email: string;
  password_hash: string;
  status: UserRow['status'];
  role: UserRow['role'];
  created_at: Date;
}
