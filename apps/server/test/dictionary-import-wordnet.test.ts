import { HealthReport } from '@tolk/contracts/health';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexiconEntries, lexiconForms, lexiconSources } from '../src/db/schema/dictionary';
import { WORDNET_SOURCE_NAME } from '../src/domain/dictionary/import-dictionaries';
import { createTestApp, type TestApp } from './support/test-app';

/** WordNet's whole import: about 40 s on two idle cores, two minutes on busy ones. */
const IMPORT_TIMEOUT_MS = 420_000;

let t: TestApp;

async function wordNetSource() {
  const [row] = await t.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, WORDNET_SOURCE_NAME));
  return row;
}

async function headwordsOfForm(formKey: string): Promise<string[]> {
  const rows = await t.db
    .select({ headword: lexiconEntries.headword, partOfSpeech: lexiconEntries.partOfSpeech })
    .from(lexiconForms)
    .innerJoin(lexiconEntries, eq(lexiconEntries.id, lexiconForms.entryId))
    .where(and(eq(lexiconForms.language, 'en'), eq(lexiconForms.formKey, formKey)));
  return rows.map((row) => `${row.headword} (${row.partOfSpeech})`).sort();
}

beforeAll(async () => {
  // Nothing configured but the built-in WordNet, as a fresh installation starts.
  t = await createTestApp({ dictionaries: { directory: '/nonexistent/dictionaries', wordNet: true } });
});
afterAll(async () => {
  await t.close();
});

describe('WordNet import', () => {
  it('serves requests while it imports in the background', async () => {
    // buildApp returned before the import finished: the source row says it is under way.
    let row = await wordNetSource();
    while (!row) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await wordNetSource();
    }
    expect(row.status).toBe('importing');
    const health = await t.request({ method: 'GET', url: '/api/public/health-simple' });
    expect(health.statusCode).toBe(200);

    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const report = HealthReport.parse(
      (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json(),
    );
    expect(report.dictionaries).toMatchObject([{ fileName: WORDNET_SOURCE_NAME, format: 'wordnet', language: 'en' }]);
    expect((await wordNetSource())?.status).toBe('importing');
  });

  it(
    'imports English headwords with parts of speech, glosses, examples and forms',
    async () => {
      await t.app.dictionaryImports.finished;
      const row = await wordNetSource();
      expect(row).toMatchObject({ status: 'imported', format: 'wordnet', language: 'en', error: null });
      expect(row?.entries).toBeGreaterThan(150_000);
      expect(row?.attribution.licence).toContain('Copyright 2011 by Princeton University');

      const house = await t.db
        .select()
        .from(lexiconEntries)
        .where(and(eq(lexiconEntries.language, 'en'), eq(lexiconEntries.headwordKey, 'house')));
      expect(house.map((entry) => entry.partOfSpeech).sort()).toEqual(['noun', 'verb']);
      const noun = house.find((entry) => entry.partOfSpeech === 'noun');
      expect(noun?.senses[0]?.gloss).toBe('a dwelling that serves as living quarters for one or more families');
      expect(noun?.senses[0]?.examples).toContain('he has a house on Cape Cod');
      expect(noun?.senses.length).toBeGreaterThan(5);

      // WordNet's exception lists, and regular inflections.
      expect(await headwordsOfForm('geese')).toEqual(['goose (noun)']);
      expect(await headwordsOfForm('went')).toEqual(['go (verb)']);
      expect(await headwordsOfForm('better')).toContain('good (adjective)');
      expect(await headwordsOfForm('houses')).toEqual(['house (noun)', 'house (verb)']);
      expect(await headwordsOfForm('walked')).toEqual(['walk (verb)']);
      // No regular form where the exception list has the real one.
      expect(await headwordsOfForm('gooses')).toEqual(['goose (verb)']);
      expect(await headwordsOfForm('goed')).toEqual([]);
    },
    IMPORT_TIMEOUT_MS,
  );
});

describe('closing the app during an import', () => {
  it('stops the import between two batches and closes cleanly', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const other = await createTestApp({
      logLevel: 'info',
      logStream,
      dictionaries: { directory: '/nonexistent/dictionaries', wordNet: true },
    });
    let written = 0;
    while (written === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      written = (await other.db.select({ id: lexiconEntries.id }).from(lexiconEntries).limit(1)).length;
    }
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(10_000);
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('dictionary import stopped; it starts again with the next start');
    expect(messages.filter((message) => /failed|error/.test(message))).toEqual([]);
  });
});
