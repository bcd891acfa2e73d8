import { randomUUID } from 'node:crypto';
import { AdminUsersResponse } from '@tolk/contracts/admin';
import { AudioTracksResponse } from '@tolk/contracts/audio-tracks';
import { cursorPageSearch, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';
import { PhrasesResponse } from '@tolk/contracts/phrases';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { phrases } from '../../src/db/schema/phrases';
import { readLinkPage } from '../support/link-pages';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

/** A row stamped with a time given to the microsecond, as PostgreSQL keeps it. */
interface Stamped {
  id: string;
  at: string;
}

/**
 * Times for `count` rows, newest first order to be expected: several rows share one instant (a
 * transaction's now()), and some differ only below the millisecond, so a page boundary falls
 * where a cursor rounded to the millisecond would skip or repeat rows.
 */
function stamps(count: number, minute: number): Stamped[] {
  return Array.from({ length: count }, (_, index) => {
    const second = String(Math.floor(index / 3)).padStart(2, '0');
    const micro = index % 3 === 2 ? '000100' : '000700';
    return { id: randomUUID(), at: `2026-03-01T10:${String(minute).padStart(2, '0')}:${second}.${micro}Z` };
  });
}

/** Newest first, then the larger id first: the order every list promises. */
function newestFirst(rows: Stamped[]): string[] {
  return [...rows].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((row) => row.id);
}

const at = (time: string) => sql`${time}::timestamptz`;

async function insertPhrases(user: UserRow, rows: Stamped[]): Promise<void> {
  if (rows.length === 0) return;
  await t.db.insert(phrases).values(
    rows.map((row) => ({
      id: row.id,
      userId: user.id,
      originalText: `text ${row.id}`,
      translatedText: `перевод ${row.id}`,
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      createdAt: at(row.at),
    })),
  );
}

async function insertTracks(user: UserRow, rows: Stamped[]): Promise<void> {
  await t.db.insert(audioTracks).values(
    rows.map((row) => ({
      id: row.id,
      userId: user.id,
      name: `Track ${row.id}`,
      text: '',
      translatedText: '',
      audioKey: `tracks/${user.id}/${row.id}.mp3`,
      durationSeconds: 1,
      fileSize: 100,
      phraseCount: 1,
      createdAt: at(row.at),
    })),
  );
}

type PageResponse = Parameters<typeof readLinkPage>[0];

/** A list and how a page of it is read: from its body's cursor, or from its `Link` header. */
interface ListCase {
  url: string;
  read: (response: PageResponse) => { ids: string[]; nextCursor: string | null };
}

const phraseList: ListCase = {
  url: '/api/user/phrases',
  read: (response) => {
    const page = PhrasesResponse.parse(response.json());
    return { ids: page.phrases.map((phrase) => phrase.id), nextCursor: page.nextCursor };
  },
};
const trackList: ListCase = {
  url: '/api/user/audio-tracks',
  read: (response) => {
    const page = AudioTracksResponse.parse(response.json());
    return { ids: page.tracks.map((track) => track.id), nextCursor: page.nextCursor };
  },
};
const userList: ListCase = {
  url: '/api/admin/users',
  read: (response) => {
    const page = readLinkPage(response, AdminUsersResponse);
    return { ids: page.items.map((user) => user.id), nextCursor: page.nextCursor };
  },
};

async function readPage(
  list: ListCase,
  token: string,
  query: { limit?: number; cursor?: string | null },
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const response = await t.request({ method: 'GET', url: `${list.url}${cursorPageSearch(query)}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return list.read(response);
}

/** Every page in turn, checking each is full but the last; the ids in the order received. */
async function readAllPages(list: ListCase, token: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: { ids: string[]; nextCursor: string | null } = await readPage(list, token, { limit, cursor });
    pages.push(page.ids);
    if (page.nextCursor) expect(page.ids).toHaveLength(limit);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe('lists paged by cursor', () => {
  it('pages cover every phrase exactly once, in order, across shared instants and sub-millisecond times', async () => {
    const owner = await t.createUser();
    const rows = stamps(23, 1);
    await insertPhrases(owner, rows);
    // Another learner's phrases at the same instants never appear.
    await insertPhrases(await t.createUser(), stamps(10, 1));
    for (const limit of [1, 2, 4, 5, 23, 50]) {
      const pages = await readAllPages(phraseList, t.tokenFor(owner), limit);
      expect(pages.flat(), `limit ${limit}`).toEqual(newestFirst(rows));
      expect(pages, `limit ${limit}`).toHaveLength(Math.ceil(23 / limit));
    }
  });

  it('pages cover every audio track exactly once, in order, and no one else’s', async () => {
    const owner = await t.createUser();
    const rows = stamps(11, 2);
    await insertTracks(owner, rows);
    await insertTracks(await t.createUser(), stamps(6, 2));
    for (const limit of [2, 3, 11]) {
      expect((await readAllPages(trackList, t.tokenFor(owner), limit)).flat(), `limit ${limit}`).toEqual(
        newestFirst(rows),
      );
    }
  });

  it('pages cover every account exactly once, newest first', async () => {
    for (let index = 0; index < 7; index += 1) await t.createUser();
    const stored = await t.db.select({ id: users.id, at: sql<string>`${users.createdAt}::text` }).from(users);
    const expected = (
      await t.db.select({ id: users.id }).from(users).orderBy(desc(users.createdAt), desc(users.id))
    ).map((row) => row.id);
    expect(expected).toHaveLength(stored.length);
    const pages = await readAllPages(userList, t.tokenFor(admin), 3);
    expect(pages.flat()).toEqual(expected);
    const first = await t.request({ method: 'GET', url: '/api/admin/users?limit=3', token: t.tokenFor(admin) });
    expect(readLinkPage(first, AdminUsersResponse).total).toBe(stored.length);
  });

  it('answers an empty list as one page with no next cursor', async () => {
    const learner = await t.createUser();
    expect(await readPage(phraseList, t.tokenFor(learner), {})).toEqual({ ids: [], nextCursor: null });
    expect(await readPage(trackList, t.tokenFor(learner), {})).toEqual({ ids: [], nextCursor: null });
  });

  it('neither repeats nor skips already listed items when phrases are saved or deleted between pages', async () => {
    const owner = await t.createUser();
    const token = t.tokenFor(owner);
    const rows = stamps(12, 3);
    await insertPhrases(owner, rows);
    const expected = newestFirst(rows);

    const first = await readPage(phraseList, token, { limit: 4 });
    expect(first.ids).toEqual(expected.slice(0, 4));
    // Newer phrases saved while the learner scrolls, at once and one by one through the API.
    await insertPhrases(owner, stamps(5, 59));
    const saved = await Promise.all(
      ['Hei', 'Takk', 'Ja'].map((text) =>
        t.request({
          method: 'POST',
          url: '/api/user/phrases',
          token,
          payload: { text, translation: 'Да', sourceLanguage: 'no', targetLanguage: 'ru' },
        }),
      ),
    );
    expect(saved.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // The phrase the cursor points at is deleted: the cursor carries its place, not its row.
    await t.db.delete(phrases).where(eq(phrases.id, expected[3] as string));

    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readPage(phraseList, token, { limit: 4, cursor });
      rest.push(...page.ids);
      cursor = page.nextCursor;
    }
    expect(rest).toEqual(expected.slice(4));
  });

  it('answers the default page size without a limit, up to the maximum with one', async () => {
    const owner = await t.createUser();
    await insertPhrases(owner, stamps(PAGE_LIMIT_MAX + 5, 4).concat(stamps(PAGE_LIMIT_MAX - 90, 5)));
    const token = t.tokenFor(owner);
    const byDefault = await readPage(phraseList, token, {});
    expect(byDefault.ids).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(byDefault.nextCursor).not.toBeNull();
    const largest = await readPage(phraseList, token, { limit: PAGE_LIMIT_MAX });
    expect(largest.ids).toHaveLength(PAGE_LIMIT_MAX);
    const last = await readPage(phraseList, token, { limit: PAGE_LIMIT_MAX, cursor: largest.nextCursor });
    expect(last).toEqual({ ids: expect.any(Array), nextCursor: null });
    expect(last.ids).toHaveLength(15);
  });

  it.each([
    ['0', 'limit'],
    ['-1', 'limit'],
    [String(PAGE_LIMIT_MAX + 1), 'limit'],
    ['1.5', 'limit'],
    ['ten', 'limit'],
  ])('refuses limit=%s with 400 on every list', async (limit) => {
    for (const url of [phraseList.url, trackList.url, userList.url]) {
      const response = await t.request({ method: 'GET', url: `${url}?limit=${limit}`, token: t.tokenFor(admin) });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { limit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` },
      });
    }
  });

  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['not base64 JSON', 'garbage!'],
    ['an empty value', ''],
    ['JSON of another shape', encode({ createdAt: '2026-03-01T10:00:00.000000Z', id: randomUUID() })],
    ['a time without microseconds', encode(['2026-03-01T10:00:00.000Z', randomUUID()])],
    ['a time that names no instant', encode(['2026-13-45T10:00:00.000000Z', randomUUID()])],
    ['an id that is no UUID', encode(['2026-03-01T10:00:00.000000Z', '42'])],
    ['a very long value', 'A'.repeat(500)],
  ])('refuses a cursor that is %s with 400 naming the cursor', async (_label, cursor) => {
    for (const url of [phraseList.url, trackList.url, userList.url]) {
      const response = await t.request({
        method: 'GET',
        url: `${url}?cursor=${encodeURIComponent(cursor)}`,
        token: t.tokenFor(admin),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { cursor: expect.any(String) } });
    }
  });

  it('never shows another learner’s phrases, even with a cursor taken from their list', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    await insertPhrases(owner, stamps(6, 6));
    const ownersFirst = await readPage(phraseList, t.tokenFor(owner), { limit: 2 });
    const strangers = await readPage(phraseList, t.tokenFor(stranger), { limit: 50, cursor: ownersFirst.nextCursor });
    expect(strangers).toEqual({ ids: [], nextCursor: null });
  });
});
