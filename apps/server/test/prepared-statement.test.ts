import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatement } from '../src/db/prepared-statement';
import { users } from '../src/db/schema/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser();
});
afterAll(() => t.close());

const ECHO = {
  name: 'tolk_test_echo',
  types: ['text', 'uuid', 'integer'],
  text: 'select $1 as text, $2 as id, $3 + 1 as next, length($1) as length',
} as const;

describe('preparedStatement', () => {
  it.each([
    ["'); delete from users; --"],
    ["\\'; select 1; --"],
    ["$1 $$ $tag$ E'\\x00'"],
    ['Bøkene 日本語 😀 \u0301 \t\n'],
    [''],
  ])('carries %j as a value, never as SQL', async (text) => {
    const echo = preparedStatement<{ text: string; id: string; next: number; length: number }>(t.db, ECHO);
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const [row] = await echo([text, id, '41']);
    expect(row).toEqual({ text, id, next: 42, length: [...text].length });
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('passes null, and is prepared once however often and concurrently it runs', async () => {
    const echo = preparedStatement<{ text: string | null }>(t.db, ECHO);
    const rows = await Promise.all(Array.from({ length: 8 }, (_, i) => echo([i % 2 ? null : `n${i}`, null, '1'])));
    expect(rows.map(([row]) => row?.text)).toEqual(['n0', null, 'n2', null, 'n4', null, 'n6', null]);
  });

  it('refuses a value that is not of the parameter type as the database does', async () => {
    const echo = preparedStatement(t.db, ECHO);
    await expect(echo(['x', 'not-a-uuid', '1'])).rejects.toThrow(/uuid/);
  });
});
