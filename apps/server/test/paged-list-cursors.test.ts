import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@tolk/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, HOSTILE_CURSOR_TIMES } from './support/declared-requests';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every list paged by cursor (each declaration whose query has a `cursor`) answers a forged cursor
 * with 400 naming the field, never a 500 from PostgreSQL refusing the time (year 0000 once did).
 */

const paged = allEndpoints.filter(({ declaration }) => 'cursor' in fieldsOf(declaration.query));
const cursorOf = (tuple: unknown) => Buffer.from(JSON.stringify(tuple)).toString('base64url');
/** The times of HOSTILE_CURSOR_TIMES that PostgreSQL would store: a cursor past every row, an empty page. */
const STORABLE = new Set(['9999-12-31T23:59:59.999999Z']);
/**
 * Lists whose cursor is not a time: the study words are paged by language and word (their unique index), so
 * a time-shaped cursor is never theirs, far or not.
 */
const NOT_TIME_KEYED = new Set(['/api/unified-dictionary/user-words']);

describe('forged cursors on every paged list', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  });
  afterAll(async () => t?.close());

  it('finds the paged lists', () => {
    expect(paged.length).toBeGreaterThanOrEqual(7);
  });

  for (const { declaration } of paged) {
    it(`${declaration.method} ${declaration.path}: 400 for a forged time, a page for a far one`, async () => {
      const path = declaration.path.replace(/:[A-Za-z]+/g, 'no');
      const separator = path.includes('?') ? '&' : '?';
      for (const time of HOSTILE_CURSOR_TIMES) {
        const url = `${path}${separator}cursor=${cursorOf([time, randomUUID()])}`;
        const response = await t.request({ method: declaration.method, url, token });
        if (STORABLE.has(time) && !NOT_TIME_KEYED.has(declaration.path)) {
          expect(response.statusCode, `${time}: ${response.body}`).toBe(200);
        } else {
          expect(response.statusCode, `${time}: ${response.body}`).toBe(400);
          expect(response.json()).toMatchObject({
            code: 'VALIDATION_FAILED',
            fieldErrors: { cursor: expect.any(String) },
          });
        }
      }
    });
  }
});
