import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { lexiconEntries, lexiconSources } from '../src/db/schema/dictionary';
import { sharedDataPath } from './support/shared-data';
import { testConfig } from './support/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './support/test-database';

const TSV = 'Norwegian Bokmål-English Wiktionary dictionary.tsv';
const FIXTURE = fileURLToPath(new URL('./fixtures/wiktextract/kaikki-sample.jsonl', import.meta.url));

/**
 * Two instances of one deployment starting at once on one PostgreSQL database with the same
 * dictionary files: each file must be imported by one of them, once.
 */
describe.skipIf(!postgresAvailable('the dictionary import across instances'))('two instances importing at once', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-dictionaries-'));
    copyFileSync(sharedDataPath('wiktionary-vuizur', TSV), path.join(directory, TSV));
    copyFileSync(FIXTURE, path.join(directory, 'kaikki-sample.jsonl'));
    const config = testConfig({ database: database.config, dictionaries: { directory, wordNet: false } });
    apps.push(...(await Promise.all([buildApp(config), buildApp(config)])));
    await Promise.all(apps.map((app) => app.dictionaryImports.finished));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it('imports each file once', async () => {
    const db = apps[0]?.database.db;
    if (!db) throw new Error('no instance started');
    const sources = await db.select().from(lexiconSources);
    expect(sources.map((source) => [source.fileName, source.status]).sort()).toEqual([
      [TSV, 'imported'],
      ['kaikki-sample.jsonl', 'imported'],
    ]);
    for (const source of sources) {
      const [rows] = await db
        .select({ value: count() })
        .from(lexiconEntries)
        .where(eq(lexiconEntries.sourceId, source.id));
      expect(rows?.value).toBe(source.entries);
    }
    const [all] = await db.select({ value: count() }).from(lexiconEntries);
    expect(all?.value).toBe(sources.reduce((sum, source) => sum + source.entries, 0));
  });
});
