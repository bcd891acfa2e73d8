/**
 * SQLSTATEs that say the server cannot run anything on this connection right now, rather than
 * that the statement was wrong: class 08 (connection exception), 57P01 admin_shutdown (a
 * restart or pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
 * or in recovery) and 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What the operating system says when the server is down, restarting or unreachable. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or never-made connection as a plain Error with no code; these
 * are its messages (pg 8: a socket closed under a query, a connect or pool wait over its
 * timeout, a client used after its connection failed, a pool already ended on shutdown).
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a database call failed because the database could not be reached or dropped the
 * connection (a restart, a failover, an overload), as raised by node-postgres, possibly wrapped
 * by Drizzle. Such a failure is worth a retry and is answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_STATES.has(code) || NETWORK_ERRORS.has(code)) return true;
    }
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait: a restart or failover of PostgreSQL takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The same read, tried once more when the database was unavailable: a connection the server
 * ended (a restart, a failover) fails its query, and the pool opens a fresh one for the retry.
 * Only for reads, which are safe to run twice.
 */
export function retryingOnceIfUnavailable<A extends unknown[], R>(read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await read(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return read(...args);
    }
  };
}
