import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phrasePageQuery } from '../../src/domain/phrases/list-user-phrases';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function planOf(query: ReturnType<typeof phrasePageQuery>): Promise<string> {
  // Both drivers answer rows; the database type does not say so.
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('a page of a long list', () => {
  it('is read from the index in list order, never by sorting all of a learner’s phrases', async () => {
    const heavy = await t.createUser();
    const light = await t.createUser();
    for (const [user, count] of [
      [heavy, 10_000],
      [light, 100],
    ] as const) {
      await t.db.execute(sql`
        insert into phrases (user_id, original_text, translated_text, source_language, target_language, created_at)
        select ${user.id}::uuid, 'Setning ' || n, 'Phrase ' || n, 'no', 'en', now() - n * interval '1 ms'
        from generate_series(1, ${count}::int) as n`);
    }
    // A PostgreSQL server analyses the table by itself (autovacuum); the embedded database never
    // does, and its planner settings must carry the plan on guesses.
    if (t.app.database.kind === 'postgres') await t.db.execute(sql`analyze phrases`);

    for (const user of [heavy, light]) {
      const first = await planOf(phrasePageQuery({ db: t.db, userId: user.id, limit: 50 }));
      expect(first).toMatch(/Index Scan Backward using phrases_user_created_id/);
      expect(first).not.toMatch(/Sort/);
    }
    const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', heavy.id])).toString('base64url');
    const later = await planOf(phrasePageQuery({ db: t.db, userId: heavy.id, limit: 50, cursor }));
    expect(later).toMatch(/Index Scan Backward using phrases_user_created_id/);
    expect(later).not.toMatch(/Sort/);
  });
});
