import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogueHistoryQuery } from '../../src/domain/dialogue/dialogue-history';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function planOf(query: ReturnType<typeof dialogueHistoryQuery>): Promise<string> {
  // Both drivers answer rows; the database type does not say so.
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('a page of a long dialogue history', () => {
  it('is read from the (user, language, created_at, id) index in page order, never by sorting', async () => {
    const heavy = await t.createUser();
    const light = await t.createUser();
    for (const [user, count] of [
      [heavy, 5_000],
      [light, 50],
    ] as const) {
      await t.db.execute(sql`
        insert into dialogue_entries (user_id, conversation_id, language_code, level, topic, user_message,
            gpt_response, corrections, model, word_count, active_seconds, created_at)
        select ${user.id}::uuid, gen_random_uuid(), case when n % 4 = 0 then 'sv' else 'no' end, 'A2', 'Travel',
          'Melding ' || n, 'Svar ' || n, '[]'::jsonb, 'bench', 3, 30, now() - n * interval '1 ms'
        from generate_series(1, ${count}::int) as n`);
    }
    // A PostgreSQL server analyses the table by itself (autovacuum); the embedded database never does.
    if (t.app.database.kind === 'postgres') await t.db.execute(sql`analyze dialogue_entries`);

    for (const user of [heavy, light]) {
      const first = await planOf(dialogueHistoryQuery({ db: t.db, userId: user.id, languageCode: 'no', limit: 50 }));
      expect(first).toMatch(/Index Scan Backward using dialogue_entries_user_language_created/);
      expect(first).not.toMatch(/Sort/);
    }
    const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', heavy.id])).toString('base64url');
    const later = await planOf(
      dialogueHistoryQuery({ db: t.db, userId: heavy.id, languageCode: 'no', limit: 50, cursor }),
    );
    expect(later).toMatch(/Index Scan Backward using dialogue_entries_user_language_created/);
    expect(later).not.toMatch(/Sort/);
  });
});
