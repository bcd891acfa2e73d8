import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/database-unavailable';

/** An error as node-postgres raises it: a message and, from the server, a SQLSTATE in `code`. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** As Drizzle wraps it: its own error with the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a restart or pg_terminate_backend (57P01)',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a crash of another backend (57P02)',
      pgError('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server starting up or in recovery (57P03)', pgError('the database system is starting up', '57P03')],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
    ['a connection exception (08006)', pgError('connection failure', '08006')],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['a socket closed under a query', pgError('Connection terminated unexpectedly')],
    ['a pool that waited too long', pgError('timeout exceeded when trying to connect')],
    ['any of them wrapped by Drizzle', wrapped(pgError('the database system is shutting down', '57P03'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a serialization failure (retried by nobody here)', pgError('could not serialize access', '40001')],
    ['a code that only starts like a connection exception', pgError('odd', '0800')],
    ['an error of our own', new Error('admittedUser() called on a route without a guard')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
