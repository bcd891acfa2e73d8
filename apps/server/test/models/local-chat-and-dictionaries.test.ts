import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DictionaryEntry, noDictionaryMessage, WORD_NOT_FOUND_MESSAGE } from '@tolk/contracts/dictionary';
import { EnginesResponse } from '@tolk/contracts/engines';
import { HealthReport } from '@tolk/contracts/health';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryCatalog } from '../../src/models/catalog/dictionary';
import type { CatalogEntry } from '../../src/models/catalog-entry';
import { chatBody } from '../support/dialogue';
import { type FakeModelHost, startFakeModelHost } from '../support/fakes/fake-model-host';
import { sharedDataPath } from '../support/shared-data';
import { tinyRandomGguf, tinyRandomGgufAvailable } from '../support/shared-models';
import { createTestApp, type TestApp } from '../support/test-app';

const THAI_STARDICT = 'Thai-English Wiktionary dictionary stardict.tar.gz';
const THAI_BYTES = readFileSync(sharedDataPath('wiktionary-vuizur', THAI_STARDICT));

/**
 * A dictionary entry as the catalog writes them, with one real file served from ../shared/data: Vuizur's
 * Thai StarDict archive (14,664 headwords; the smallest one whose import stays within a few seconds).
 */
const THAI: CatalogEntry = {
  id: 'dictionary-th-test',
  kind: 'dictionary',
  languages: ['th'],
  title: 'Thai dictionary (test)',
  files: [
    {
      path: THAI_STARDICT,
      url: `https://raw.githubusercontent.com/Vuizur/Wiktionary-Dictionaries/be0cfb8d614470bc8b9d9006ddff8b921cd5c2e3/${encodeURIComponent(THAI_STARDICT)}`,
      bytes: THAI_BYTES.byteLength,
      sha256: createHash('sha256').update(THAI_BYTES).digest('hex'),
    },
  ],
  licence: { name: 'CC BY-SA 3.0 and GNU FDL', url: 'https://en.wiktionary.org/wiki/Wiktionary:Copyrights' },
  attribution: 'Wiktionary contributors, via Vuizur/Wiktionary-Dictionaries',
  homepage: 'https://github.com/Vuizur/Wiktionary-Dictionaries',
};

/** Where ../shared/data keeps each built-in dictionary file (the same commits the catalog pins). */
function sharedCopy(url: string): string {
  const name = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
  if (url.includes('/FrequencyWords/')) {
    const year = /\/content\/(\d{4})\//.exec(url)?.[1] ?? '';
    return sharedDataPath('frequencywords-opensubtitles', year, name);
  }
  if (url.includes('/olp-en-cefrj/')) return sharedDataPath('cefr', 'olp-en-cefrj', name);
  return sharedDataPath('wiktionary-vuizur', name);
}

/** A test entry for the random-weight GGUF, placed in MODELS_DIR by hand: installing it needs no network. */
const TINY_CHAT: CatalogEntry = {
  id: 'chat-tiny-random',
  kind: 'chat',
  languages: ['en'],
  title: 'Tiny random llama (tests)',
  files: [
    {
      path: 'llama-2-tiny-random.gguf',
      url: 'https://models.example/tiny/llama-2-tiny-random.gguf',
      bytes: tinyRandomGgufAvailable() ? readFileSync(tinyRandomGguf()).byteLength : 0,
      sha256: tinyRandomGgufAvailable()
        ? createHash('sha256').update(readFileSync(tinyRandomGguf())).digest('hex')
        : '',
    },
  ],
  licence: { name: 'MIT', url: 'https://github.com/ollama/ollama/blob/main/LICENSE' },
  attribution: 'ollama test data',
  homepage: 'https://github.com/ollama/ollama',
};

let host: FakeModelHost;
let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  host = await startFakeModelHost();
  const [file] = THAI.files;
  if (file) host.files.set(`/${new URL(file.url).host}${new URL(file.url).pathname}`, { body: THAI_BYTES });
  const modelsDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
  if (tinyRandomGgufAvailable()) {
    mkdirSync(path.join(modelsDir, TINY_CHAT.id));
    copyFileSync(tinyRandomGguf(), path.join(modelsDir, TINY_CHAT.id, 'llama-2-tiny-random.gguf'));
  }
  t = await createTestApp({
    models: {
      dir: modelsDir,
      mirror: host.url,
      budgetBytes: 1024 ** 3,
      policy: 'admin',
      extraCatalog: [TINY_CHAT, THAI],
    },
    // No CHAT_MODEL_PATH: the chat model is the one installed through the store.
    // A CPU model's turn on a busy CI machine: the deadline of a CPU deployment, not the tests' 10 s.
    engines: { chat: { installed: { contextSize: 4096, threads: 1 } }, timeoutMs: 120_000 },
  });
  admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  learner = t.tokenFor(await t.createUser());
});

afterAll(async () => {
  await t?.close();
  await host?.close();
});

const lookUp = (word: string, language: string) =>
  t.request({
    method: 'GET',
    url: `/api/unified-dictionary/entry/${encodeURIComponent(word)}?language=${language}`,
    token: learner,
  });

describe('a dictionary installed through the model store', () => {
  it('pins every built-in dictionary file to the bytes of its commit (the copies in ../shared/data)', () => {
    for (const entry of dictionaryCatalog) {
      for (const file of entry.files) {
        const bytes = readFileSync(sharedCopy(file.url));
        expect({
          url: file.url,
          bytes: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }).toEqual({
          url: file.url,
          bytes: file.bytes,
          sha256: file.sha256,
        });
      }
    }
  });

  it('says no Thai dictionary is installed, then installs one from the mirror, imports it and looks words up', async () => {
    const before = await lookUp('แมว', 'th');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ code: 'NO_DICTIONARY', error: noDictionaryMessage('Thai') });

    const imported = t.app.installedDictionaryImports.imported(THAI.id);
    const started = await t.request({ method: 'POST', url: `/api/admin/models/${THAI.id}/install`, token: admin });
    expect(started.statusCode).toBe(202);
    await t.app.models.install(THAI.id);
    await imported;

    const cat = await lookUp('แมว', 'th');
    expect(cat.statusCode, cat.body).toBe(200);
    const entry = DictionaryEntry.parse(cat.json());
    expect(entry.word).toBe('แมว');
    expect(entry.definitionList.join(' ')).toMatch(/cat/i);

    // The language has a dictionary now: a word it lacks keeps the spec's 404 text.
    const unknown = await lookUp('ฬฬฬฬ', 'th');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', error: WORD_NOT_FOUND_MESSAGE });

    // The import shows where the diagnostics page reads it: the file's row, imported.
    const sources = await t.request({ method: 'GET', url: '/api/unified-dictionary/sources', token: learner });
    const rows = (sources.json() as { imports: { fileName: string; status: string }[] }).imports;
    expect(rows).toContainEqual(expect.objectContaining({ fileName: THAI_STARDICT, status: 'imported' }));
  }, 120_000);
});

describe.skipIf(!tinyRandomGgufAvailable())('the chat model installed through the model store', () => {
  it('is served by the in-process engine once an administrator installs it, without a restart', async () => {
    const engines = async () =>
      EnginesResponse.parse((await t.request({ method: 'GET', url: '/api/engines', token: learner })).json()).chat;
    expect(await engines()).toMatchObject({ available: false, engines: [] });

    const started = await t.request({ method: 'POST', url: `/api/admin/models/${TINY_CHAT.id}/install`, token: admin });
    expect(started.statusCode).toBe(202);
    await t.app.models.install(TINY_CHAT.id);

    // The health probe waits for the model to load, then asks it to tokenize.
    const health = await t.request({ method: 'GET', url: '/api/admin/health', token: admin });
    expect(HealthReport.parse(health.json()).components.engines.chat).toEqual([
      expect.objectContaining({
        name: 'local-gguf',
        status: 'UP',
        serves: [...LANGUAGE_CODES],
        model: 'llama-2-tiny-random.gguf',
      }),
    ]);
    expect(await engines()).toEqual({
      available: true,
      engines: ['local-gguf'],
      models: ['llama-2-tiny-random.gguf'],
      localCpu: true,
    });

    // A dialogue turn streams from it (its words are noise: only the plumbing is checked).
    const turn = await t.request({
      method: 'POST',
      url: '/api/dialogue/chat/stream',
      token: learner,
      payload: chatBody(),
    });
    expect(turn.statusCode).toBe(200);
    expect(turn.body).toMatch(/^event: delta$/m);
  }, 120_000);
});
