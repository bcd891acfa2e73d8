import { copyFileSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryLimits } from '../src/config';
import { lexiconEntries, lexiconSources } from '../src/db/schema/dictionary';
import { ATTRIBUTIONS } from '../src/domain/dictionary/dictionary-attributions';
import { startDictionaryImports } from '../src/domain/dictionary/import-dictionaries';
import { importSource, MAX_IMPORT_ATTEMPTS } from '../src/domain/dictionary/import-source';
import type { LexiconRecord } from '../src/domain/dictionary/lexicon-record';
import { writeLexicon } from '../src/domain/dictionary/lexicon-writer';
import { readStarDict } from '../src/domain/dictionary/readers/stardict-reader';
import { readWiktextract } from '../src/domain/dictionary/readers/wiktextract-reader';
import { failureMessage } from '../src/domain/dictionary/safe-text';
import { CapturedLog } from './support/captured-log';
import { idxEntry, repeated, synEntry, tarGz, writeStreamed } from './support/stardict-archive';
import { createTestApp, type TestApp } from './support/test-app';

/** Small limits, so each bound bites on a file of a few megabytes. */
const LIMITS: DictionaryLimits = {
  maxEntryBytes: 256 * 1024,
  maxTempBytes: 1024 * 1024,
  maxEntriesPerSource: 1000,
  maxLexiconEntries: 100_000,
};
const MIB = 1024 * 1024;
const fixture = fileURLToPath(new URL('./fixtures/wiktextract/kaikki-sample.jsonl', import.meta.url));
const NB_STARDICT = 'Norwegian Bokmål-English Wiktionary dictionary stardict.tar.gz';

function entryLine(word: string, gloss: string, lang = 'en'): string {
  return `${JSON.stringify({ word, lang_code: lang, pos: 'noun', senses: [{ glosses: [gloss] }] })}\n`;
}

/** A Wiktextract line whose gloss is `megabytes` MiB of 'x', produced chunk by chunk. */
function longEntryLine(word: string, megabytes: number): (string | (() => Iterable<string>))[] {
  return [
    `{"word":"${word}","lang_code":"en","pos":"noun","senses":[{"glosses":["`,
    repeated('x'.repeat(64 * 1024), megabytes * 16),
    '"]}]}\n',
  ];
}

async function collect(records: AsyncIterable<LexiconRecord>): Promise<LexiconRecord[]> {
  const all: LexiconRecord[] = [];
  for await (const record of records) all.push(record);
  return all;
}

describe('hostile dictionary files, read', () => {
  it('skips a Wiktextract line past the entry limit without holding it, in a gzip bomb too', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'tolk-hostile-'));
    const file = path.join(folder, 'bomb.jsonl.gz');
    // 24 MiB of one line squeezed into about 100 KB, then an ordinary entry.
    await writeStreamed(file, [...longEntryLine('bomb', 24), entryLine('after', 'the next line')]);
    const before = process.memoryUsage().rss;
    const records = await collect(readWiktextract(file, { maxLineChars: LIMITS.maxEntryBytes }));
    expect(records.map((record) => record.headword)).toEqual(['after']);
    // The 24 MiB line (48 MB as a string) was never held whole.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * MIB);
  });

  it('reads a plain file without a line break as no entries, not as one string', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'tolk-hostile-'));
    const file = path.join(folder, 'one-line.jsonl');
    await writeStreamed(file, [repeated('{"word":"x",'.repeat(1000), 1000)]);
    await expect(collect(readWiktextract(file, { maxLineChars: LIMITS.maxEntryBytes }))).rejects.toThrow(
      'The file has no entries',
    );
  });

  it('trusts no size of a StarDict archive: a definition past the limit is skipped, a lying wordcount costs nothing', async () => {
    const definition = Buffer.from('<ol><li>a dwelling</li></ol>');
    const huge = Buffer.alloc(2 * MIB, 'y');
    const dict = Buffer.concat([definition, huge]);
    const idx = Buffer.concat([
      idxEntry('hus', 0, definition.length),
      idxEntry('huge', definition.length, huge.length),
    ]);
    const archive = await tarGz({
      // The .ifo claims 50 million entries (a .syn table of 400 MB, were it believed).
      'x/x.ifo': "StarDict's dict ifo file\nwordcount=50000000\nsametypesequence=h\n",
      'x/x.idx': idx,
      'x/x.syn': synEntry('huset', 0),
      'x/x.dict.dz': gzipSync(dict),
    });
    const counts = { skipped: 0 };
    const before = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const headwords: string[] = [];
    for await (const record of readStarDict(archive, { ...LIMITS, maxTempBytes: 8 * MIB, counts })) {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
      headwords.push(record.headword);
      expect(record.forms).toEqual(['huset']);
    }
    expect(headwords).toEqual(['hus']);
    expect(counts.skipped).toBe(1);
    expect(peak).toBeLessThan(64 * MIB);
  });

  it('stops a StarDict gzip bomb at the temporary-file limit and leaves no file behind', async () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-hostile-temp-'));
    // 32 MiB of zeros in about 32 KB.
    const archive = await tarGz({
      'x/x.ifo': "StarDict's dict ifo file\nwordcount=1\n",
      'x/x.idx': idxEntry('zero', 0, 10),
      'x/x.dict.dz': gzipSync(Buffer.alloc(32 * MIB)),
    });
    await expect(collect(readStarDict(archive, { ...LIMITS, tempDir }))).rejects.toThrow(/larger than 1048576 bytes/);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('keeps a failure message storable, bounded and without the SQL or its parameters', async () => {
    const t = await createTestApp();
    try {
      const error = await t.db
        .execute(sql`select ${'secret-value\u0000'}::text as value`)
        .then(() => null)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = failureMessage(error);
      expect(message).not.toMatch(/select|secret-value/iu);
      expect(message).not.toContain('\u0000');
      expect(message).toMatch(/^a database statement failed/);
      const long = failureMessage(new Error(`bad \u0000 \uD800 ${'z'.repeat(10_000)}`));
      expect(long.length).toBeLessThanOrEqual(500);
      expect(long).not.toContain('\u0000');
      expect(long).not.toMatch(/[\uD800-\uDFFF]/u);
    } finally {
      await t.close();
    }
  });
});

describe('hostile dictionary files in DICTIONARY_DIR', () => {
  let t: TestApp;
  let directory: string;
  const log = new CapturedLog();

  const sourceOf = async (fileName: string) =>
    (await t.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, fileName)))[0];

  /** Imports `count` one-sense records named `<name><i>` as the source `<name>.jsonl`; `before(i)` may hold one back. */
  function importRecords(name: string, count: number, limits: DictionaryLimits, before?: (i: number) => Promise<void>) {
    async function* records(): AsyncGenerator<LexiconRecord> {
      for (let i = 0; i < count; i += 1) {
        await before?.(i);
        yield {
          headword: `${name}${i}`,
          partOfSpeech: null,
          senses: [{ gloss: 'g', examples: [] }],
          etymology: null,
          ipa: null,
          forms: [],
        };
      }
    }
    return importSource({
      database: t.app.database,
      log: t.app.log,
      signal: new AbortController().signal,
      fileName: `${name}.jsonl`,
      contentHash: name,
      format: 'wiktextract',
      language: 'en',
      attribution: ATTRIBUTIONS.wiktextract,
      limits,
      write: (options) => writeLexicon({ ...options, language: 'en', records: records() }),
    });
  }

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-hostile-dictionaries-'));
    // Name order is import order: every hostile file comes before the good one.
    writeFileSync(
      path.join(directory, 'a-nul.jsonl'),
      entryLine('ab\u0000c', 'a NUL in the headword') +
        entryLine('\u0000', 'nothing but NUL') +
        entryLine('nulgood', 'fine'),
    );
    await writeStreamed(path.join(directory, 'b-long-line.jsonl.gz'), [
      ...longEntryLine('long', 4),
      entryLine('afterlong', 'the line after'),
    ]);
    symlinkSync('/dev/zero', path.join(directory, 'c-zero.jsonl'));
    writeFileSync(
      path.join(directory, 'nb_50k.txt'),
      Array.from({ length: 1500 }, (_, i) => `ord${i} ${5000 - i}\n`).join(''),
    );
    await tarGz(
      {
        'x/x.ifo': "StarDict's dict ifo file\nwordcount=4000000000\n",
        'x/x.idx': idxEntry('bombe', 0, 4_000_000_000),
        'x/x.dict.dz': gzipSync(Buffer.alloc(16 * MIB)),
      },
      path.join(directory, NB_STARDICT),
    );
    copyFileSync(fixture, path.join(directory, 'z-good.jsonl'));
    t = await createTestApp({
      dictionaries: { directory, wordNet: false, limits: LIMITS },
      logStream: log,
      logLevel: 'info',
    });
    await t.app.dictionaryImports.finished;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('stays up and healthy, and imports the good file after every hostile one', async () => {
    const health = await t.request({ method: 'GET', url: '/api/public/health-simple' });
    expect(health.statusCode).toBe(200);
    expect(await sourceOf('z-good.jsonl')).toMatchObject({ status: 'imported', entries: 3 });
  });

  it('cleans a NUL out of a headword, skips a record left without one, and counts it', async () => {
    expect(await sourceOf('a-nul.jsonl')).toMatchObject({ status: 'imported', entries: 2, skipped: 1, error: null });
    const [row] = await t.db
      .select({ headword: lexiconEntries.headword })
      .from(lexiconEntries)
      .where(and(eq(lexiconEntries.language, 'en'), eq(lexiconEntries.headwordKey, 'abc')));
    expect(row?.headword).toBe('abc');
  });

  it('skips a line past the entry limit and imports the rest of the file', async () => {
    expect(await sourceOf('b-long-line.jsonl.gz')).toMatchObject({ status: 'imported', entries: 1 });
  });

  it('follows no link to a device', async () => {
    expect(await sourceOf('c-zero.jsonl')).toBeUndefined();
    expect(log.text).toContain('not a regular file');
  });

  it('fails a source past the rows limit and a StarDict bomb past the temporary-file limit', async () => {
    const frequency = await sourceOf('nb_50k.txt');
    expect(frequency).toMatchObject({ status: 'failed', entries: 0 });
    expect(frequency?.error).toMatch(/more than 1000 entries/);
    const stardict = await sourceOf(NB_STARDICT);
    expect(stardict).toMatchObject({ status: 'failed', entries: 0 });
    expect(stardict?.error).toMatch(/larger than 1048576 bytes/);
  });

  it('logs no SQL and no parameters of a failure', () => {
    expect(log.text).not.toMatch(/insert into|params:/iu);
  });

  it('gives up a file the server died importing, after a bounded number of starts', async () => {
    const fileName = 'kaikki.org-dictionary-Crash.jsonl';
    writeFileSync(path.join(directory, fileName), entryLine('crash', 'never imported'));
    // As each of MAX_IMPORT_ATTEMPTS starts would leave it had the server died importing it.
    await startDictionaryImports({ database: t.app.database, settings: t.config.dictionaries, log: t.app.log })
      .finished;
    const [imported] = await t.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, fileName));
    expect(imported?.status).toBe('imported');
    await t.db
      .update(lexiconSources)
      .set({ status: 'importing', attempts: MAX_IMPORT_ATTEMPTS, entries: 0 })
      .where(eq(lexiconSources.fileName, fileName));
    for (let start = 0; start < 2; start += 1) {
      await startDictionaryImports({ database: t.app.database, settings: t.config.dictionaries, log: t.app.log })
        .finished;
      const source = await sourceOf(fileName);
      expect(source).toMatchObject({ status: 'failed', attempts: MAX_IMPORT_ATTEMPTS });
      expect(source?.error).toMatch(/the server stopped during each of 3 imports/);
    }
  });

  it('fails a file that would take the lexicon past its total limit, keeping none of its rows', async () => {
    const [held] = await t.db
      .select({ entries: sql<string>`sum(${lexiconSources.entries})` })
      .from(lexiconSources)
      .where(eq(lexiconSources.status, 'imported'));
    const outcome = await importRecords('full', 600, { ...LIMITS, maxLexiconEntries: Number(held?.entries) + 100 });
    expect(outcome).toBe('failed');
    const full = await sourceOf('full.jsonl');
    expect(full).toMatchObject({ status: 'failed', entries: 0 });
    expect(full?.error).toMatch(/more than 100 entries/);
    const [row] = await t.db
      .select({ id: lexiconEntries.id })
      .from(lexiconEntries)
      .where(eq(lexiconEntries.headwordKey, 'full1'));
    expect(row).toBeUndefined();
  });

  it('shows the entries written so far on the diagnostics page while a file imports', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const importing = importRecords('slow', 700, LIMITS, async (i) => {
      if (i === 600) await released;
    });
    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const entriesShown = async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/health', token: admin });
      const { dictionaries } = response.json() as {
        dictionaries: { fileName: string; status: string; entries: number }[];
      };
      return dictionaries.find((source) => source.fileName === 'slow.jsonl');
    };
    await expect.poll(entriesShown, { timeout: 10_000 }).toMatchObject({ status: 'importing', entries: 500 });
    release();
    expect(await importing).toBe('imported');
    expect(await entriesShown()).toMatchObject({ status: 'imported', entries: 700 });
  });
});
