import { randomUUID } from 'node:crypto';
import { DialogueHistoryResponse, DialogueStats, DialogueStatsList, dialoguePaths } from '@tolk/contracts/dialogue';
import { cursorPageSearch, PAGE_LIMIT_DEFAULT } from '@tolk/contracts/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { seedDialogueEntries, seedDialogueEntry, seedWordUse } from '../support/dialogue-entries';
import { readLinkPage } from '../support/link-pages';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, user: Pick<UserRow, 'id'>) => t.request({ method: 'GET', url, token: t.tokenFor(user) });

async function historyPage(user: UserRow, language: string, query: { limit?: number; cursor?: string | null }) {
  const response = await get(`${dialoguePaths.history(language)}${cursorPageSearch(query)}`, user);
  expect(response.statusCode, response.body).toBe(200);
  const { items, nextCursor } = readLinkPage(response, DialogueHistoryResponse);
  return { entries: items, nextCursor };
}

/**
 * Times for `count` entries: several share one instant (one transaction's now()) and some differ
 * only below the millisecond, so a page edge falls where a rounded cursor would skip or repeat.
 */
function stamps(count: number): { id: string; at: string }[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    at: `2026-03-01T10:00:${String(Math.floor(index / 3)).padStart(2, '0')}.${index % 3 === 2 ? '000100' : '000700'}Z`,
  }));
}

const newestFirst = (rows: { id: string; at: string }[]) =>
  [...rows].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((row) => row.id);

describe('GET /api/dialogue/history/{languageCode}', () => {
  it("answers the learner's entries of that language as stored, newest first, with their reviewed words", async () => {
    const learner = await t.createUser();
    const conversationId = randomUUID();
    const older = await seedDialogueEntry(t.db, {
      userId: learner.id,
      conversationId,
      level: 'A2',
      topic: 'Travel',
      userMessage: 'Jeg vil reise til Bergen.',
      gptResponse: 'Bergen er fin! Når vil du reise?',
      corrections: null,
      model: 'tolk-mini',
      createdAt: new Date('2026-05-01T10:00:00.000Z'),
    });
    const newer = await seedDialogueEntry(t.db, {
      userId: learner.id,
      conversationId,
      level: 'B1',
      topic: 'Weather',
      userMessage: 'Jeg reiser i morgen med tog.',
      gptResponse: 'Toget er behagelig.',
      corrections: [
        {
          original: 'Jeg reiser i morgen med tog.',
          corrected: 'Jeg reiser med tog i morgen.',
          explanation: 'Time comes last.',
        },
      ],
      model: 'other-model',
      createdAt: new Date('2026-05-01T10:01:00.000Z'),
    });
    const used = await seedWordUse(t.db, newer, { word: 'tog', scheduled: true });
    await seedDialogueEntry(t.db, {
      userId: learner.id,
      languageCode: 'es',
      createdAt: new Date('2026-05-01T10:02:00Z'),
    });

    const page = await historyPage(learner, 'no', {});
    expect(page).toEqual({
      entries: [
        {
          id: newer.id,
          userMessage: 'Jeg reiser i morgen med tog.',
          gptResponse: 'Toget er behagelig.',
          languageCode: 'no',
          createdAt: '2026-05-01T10:01:00.000Z',
          userAudioUrl: null,
          gptAudioUrl: `/api/dialogue/audio/${newer.id}`,
          conversationId,
          level: 'B1',
          topic: 'Weather',
          corrections: [
            {
              original: 'Jeg reiser i morgen med tog.',
              corrected: 'Jeg reiser med tog i morgen.',
              explanation: 'Time comes last.',
            },
          ],
          reviewedWords: [used],
          generated: { model: 'other-model' },
        },
        {
          id: older.id,
          userMessage: 'Jeg vil reise til Bergen.',
          gptResponse: 'Bergen er fin! Når vil du reise?',
          languageCode: 'no',
          createdAt: '2026-05-01T10:00:00.000Z',
          userAudioUrl: null,
          gptAudioUrl: `/api/dialogue/audio/${older.id}`,
          conversationId,
          level: 'A2',
          topic: 'Travel',
          corrections: null,
          reviewedWords: [],
          generated: { model: 'tolk-mini' },
        },
      ],
      nextCursor: null,
    });
    const spanish = await historyPage(learner, 'es', {});
    expect(spanish.entries.map((entry) => entry.languageCode)).toEqual(['es']);
    expect(await historyPage(learner, 'de', {})).toEqual({ entries: [], nextCursor: null });
  });

  it('pages cover every entry exactly once, in order, across shared instants, and no one else’s', async () => {
    const owner = await t.createUser();
    const rows = stamps(17);
    await seedDialogueEntries(
      t.db,
      rows.map((row) => ({ id: row.id, userId: owner.id, createdAt: row.at })),
    );
    // Another learner's entries at the same instants, and the owner's in another language.
    const stranger = await t.createUser();
    await seedDialogueEntries(
      t.db,
      stamps(8).map((row) => ({ userId: stranger.id, createdAt: row.at })),
    );
    await seedDialogueEntries(
      t.db,
      stamps(5).map((row) => ({ userId: owner.id, languageCode: 'sv', createdAt: row.at })),
    );
    for (const limit of [1, 2, 5, 17, 50]) {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page: { entries: DialogueHistoryResponse; nextCursor: string | null } = await historyPage(owner, 'no', {
          limit,
          cursor,
        });
        pages.push(page.entries.map((entry) => entry.id));
        if (page.nextCursor) expect(page.entries).toHaveLength(limit);
        cursor = page.nextCursor;
      } while (cursor && pages.length < 50);
      expect(pages.flat(), `limit ${limit}`).toEqual(newestFirst(rows));
      expect(pages, `limit ${limit}`).toHaveLength(Math.ceil(17 / limit));
    }
  });

  it('answers the default page size without a limit', async () => {
    const owner = await t.createUser();
    await seedDialogueEntries(
      t.db,
      Array.from({ length: PAGE_LIMIT_DEFAULT + 3 }, () => ({ userId: owner.id })),
    );
    const first = await historyPage(owner, 'no', {});
    expect(first.entries).toHaveLength(PAGE_LIMIT_DEFAULT);
    const rest = await historyPage(owner, 'no', { cursor: first.nextCursor });
    expect(rest.entries).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
  });

  it.each([
    ['?limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['?cursor=not-a-cursor', 'cursor', 'Cursor is not valid'],
    [
      `?cursor=${Buffer.from(JSON.stringify(['2026-13-01T00:00:00.000000Z', randomUUID()])).toString('base64url')}`,
      'cursor',
      'Cursor is not valid',
    ],
  ])('refuses %s with 400 naming the field', async (search, field, message) => {
    const learner = await t.createUser();
    const response = await get(`${dialoguePaths.history('no')}${search}`, learner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('refuses an unknown language with 400', async () => {
    const learner = await t.createUser();
    for (const url of [dialoguePaths.history('xx'), dialoguePaths.stats('xx'), dialoguePaths.history('NO')]) {
      const response = await get(url, learner);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { languageCode: 'Language not supported' },
      });
    }
  });
});

describe('GET /api/dialogue/stats/{languageCode} and /api/dialogue/stats', () => {
  it('counts entries, sums the words and the time of the learner’s rows, and takes the latest level', async () => {
    const learner = await t.createUser();
    await seedDialogueEntries(t.db, [
      { userId: learner.id, level: 'A1', wordCount: 4, activeSeconds: 30, createdAt: new Date('2026-05-01T10:00:00Z') },
      {
        userId: learner.id,
        level: 'B2',
        wordCount: 11,
        activeSeconds: 300,
        createdAt: new Date('2026-05-01T10:05:00Z'),
      },
      // The latest entry: its level is the learner's level in the language.
      { userId: learner.id, level: 'A2', wordCount: 7, activeSeconds: 95, createdAt: new Date('2026-05-02T09:00:00Z') },
      { userId: learner.id, languageCode: 'es', level: 'C1', wordCount: 100, activeSeconds: 600 },
    ]);
    // Another learner's rows in the same language are never counted.
    const other = await t.createUser();
    await seedDialogueEntries(t.db, [{ userId: other.id, level: 'C2', wordCount: 50, activeSeconds: 900 }]);

    const response = await get(dialoguePaths.stats('no'), learner);
    expect(response.statusCode, response.body).toBe(200);
    // 425 seconds: 7.08 minutes, rounded to 7.
    expect(DialogueStats.parse(response.json())).toEqual({
      languageCode: 'no',
      languageName: 'Norwegian',
      level: 'A2',
      totalDialogues: 3,
      totalWords: 22,
      totalTimeMinutes: 7,
    });
    const others = DialogueStats.parse((await get(dialoguePaths.stats('no'), other)).json());
    expect(others).toMatchObject({ level: 'C2', totalDialogues: 1, totalWords: 50, totalTimeMinutes: 15 });
  });

  it('rounds the minutes to the nearest whole minute', async () => {
    const learner = await t.createUser();
    await seedDialogueEntries(t.db, [
      { userId: learner.id, languageCode: 'fr', activeSeconds: 30 },
      { userId: learner.id, languageCode: 'fr', activeSeconds: 59 },
      { userId: learner.id, languageCode: 'de', activeSeconds: 29 },
    ]);
    expect((await get(dialoguePaths.stats('fr'), learner)).json()).toMatchObject({ totalTimeMinutes: 1 });
    expect((await get(dialoguePaths.stats('de'), learner)).json()).toMatchObject({ totalTimeMinutes: 0 });
  });

  it('answers zeros at A1 for a language without entries', async () => {
    const learner = await t.createUser();
    const response = await get(dialoguePaths.stats('ja'), learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      languageCode: 'ja',
      languageName: 'Japanese',
      level: 'A1',
      totalDialogues: 0,
      totalWords: 0,
      totalTimeMinutes: 0,
    });
  });

  it('lists every language with entries, most entries first, each as its own stats answer', async () => {
    const learner = await t.createUser();
    const entries = (languageCode: string, count: number, level = 'B1') =>
      Array.from({ length: count }, (_, index) => ({
        userId: learner.id,
        languageCode,
        level,
        wordCount: index + 1,
        activeSeconds: 60,
      }));
    await seedDialogueEntries(t.db, [
      ...entries('sv', 2, 'A2'),
      ...entries('no', 5),
      ...entries('es', 3, 'C1'),
      ...entries('da', 2),
    ]);
    await seedDialogueEntries(t.db, [{ userId: (await t.createUser()).id, languageCode: 'fi', wordCount: 3 }]);

    const response = await get(dialoguePaths.statsAll, learner);
    expect(response.statusCode, response.body).toBe(200);
    const list = DialogueStatsList.parse(response.json());
    // Equal counts in the order of their codes.
    expect(list.map((stats) => [stats.languageCode, stats.totalDialogues])).toEqual([
      ['no', 5],
      ['es', 3],
      ['da', 2],
      ['sv', 2],
    ]);
    for (const stats of list) {
      expect((await get(dialoguePaths.stats(stats.languageCode), learner)).json()).toEqual(stats);
    }
    expect(list[0]).toEqual({
      languageCode: 'no',
      languageName: 'Norwegian',
      level: 'B1',
      totalDialogues: 5,
      totalWords: 15,
      totalTimeMinutes: 5,
    });
    expect((await get(dialoguePaths.statsAll, await t.createUser())).json()).toEqual([]);
  });
});

describe('who may read dialogue history and stats', () => {
  const urls = [dialoguePaths.history('no'), dialoguePaths.stats('no'), dialoguePaths.statsAll];

  it('refuses anonymous callers with 401 and PENDING or BLOCKED learners with 403', async () => {
    const pending = await t.createUser({ status: 'PENDING' });
    const blocked = await t.createUser({ status: 'BLOCKED' });
    await seedDialogueEntries(t.db, [{ userId: pending.id }, { userId: blocked.id }]);
    for (const url of urls) {
      const anonymous = await t.request({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      for (const [user, code] of [
        [pending, 'ACCOUNT_PENDING'],
        [blocked, 'ACCOUNT_BLOCKED'],
      ] as const) {
        const response = await get(url, user);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code });
      }
    }
  });
});
