import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADWORD_STATEMENT } from '../src/domain/dictionary/find-headword';
import { writeLexicon } from '../src/domain/dictionary/lexicon-writer';
import { studyWordPageQuery } from '../src/domain/dictionary/list-study-words';
import { readVuizurTsv } from '../src/domain/dictionary/readers/vuizur-tsv-reader';
import { createSource, nbTsv, noFrequencies, seedFrequencies } from './support/dictionary-lexicon';
import { createTestApp, type TestApp } from './support/test-app';

/** The look-ups run on the whole Norwegian Bokmål Wiktionary file and its frequency list, as imported. */
let t: TestApp;
let entries = 0;
beforeAll(async () => {
  t = await createTestApp();
  const sourceId = await createSource(t.db, { format: 'vuizur-tsv', language: 'no', fileName: 'nb.tsv' });
  entries = await writeLexicon({ db: t.db, sourceId, language: 'no', records: readVuizurTsv(nbTsv()) });
  await seedFrequencies(t.db, { language: 'no', file: noFrequencies() });
  // A PostgreSQL server analyses new tables by itself (autovacuum); the embedded database never does.
  if (t.app.database.kind === 'postgres') {
    await t.db.execute(sql`analyze lexicon_entries, lexicon_forms, word_frequencies, study_words`);
  }
}, 120_000);
afterAll(() => t.close());

async function planOf(text: string): Promise<string> {
  // Both drivers answer rows; the database type does not say so.
  const result = (await t.db.execute(sql.raw(`explain ${text}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the dictionary on a whole imported file', () => {
  it('finds a headword through its form by index probes, never by scanning the lexicon', async () => {
    expect(entries).toBeGreaterThan(20_000);
    const text = HEADWORD_STATEMENT.text.replaceAll('$1', `'no'`).replaceAll('$2', `'bøkene'`);
    const plan = await planOf(text);
    expect(plan).toMatch(/Index Scan using lexicon_entries_language_key on lexicon_entries/);
    expect(plan).toMatch(/using lexicon_forms_language_key on lexicon_forms/);
    expect(plan).not.toMatch(/Seq Scan on (lexicon_entries|lexicon_forms|word_frequencies)/);
  });

  it('reads a page of a long study list from its index in list order', async () => {
    const learner = await t.createUser();
    await t.db.execute(sql`
      insert into study_words (user_id, language, word, word_key, view_count, created_at)
      select ${learner.id}::uuid, 'no', 'ord' || n, 'ord' || n, 1, now() - n * interval '1 ms'
      from generate_series(1, 5000) as n`);
    if (t.app.database.kind === 'postgres') await t.db.execute(sql`analyze study_words`);
    const query = studyWordPageQuery({ db: t.db, userId: learner.id, limit: 50 });
    const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    // Grouped per language, alphabetical within: the (user_id, language, word_key) index in its own order.
    expect(plan).toMatch(/Index Scan using study_words_user_language_key/);
    // The page itself is never sorted; each listed word's gloss is one probe of its headword's few entries.
    expect(plan.split('SubPlan')[0]).not.toMatch(/Sort/);
    expect(plan).toMatch(/Index Scan using lexicon_entries_language_key on lexicon_entries/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
