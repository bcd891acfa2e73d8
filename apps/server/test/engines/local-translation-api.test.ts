// @database-independent: the local translation engine and its model store on disk; accounts are made only to call the routes.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry, CatalogFile } from '../../src/models/catalog-entry';
import { type FakeModelHost, startFakeModelHost } from '../support/fakes/fake-model-host';
import { createTestApp, type TestApp } from '../support/test-app';
import { type TinyModelOptions, writeTinyTranslationModel } from '../support/tiny-translation-model';

// Nothing configured: the local models are the only engine. Tiny real models (a word table in a real
// ONNX encoder–decoder) are published on a stand-in host and downloaded through the store (MODELS_MIRROR).
let host: FakeModelHost;
let t: TestApp;
let token: string;

async function publish(id: string, languages: CatalogEntry['languages'], model: TinyModelOptions) {
  const folder = mkdtempSync(path.join(os.tmpdir(), `tolk-${id}-`));
  await writeTinyTranslationModel(folder, model);
  if (id === 'translation-broken') {
    await writeFile(path.join(folder, 'onnx', 'decoder_model_merged_quantized.onnx'), 'not an onnx model');
  }
  const paths = ['config.json', 'generation_config.json', 'tokenizer_config.json', 'tokenizer.json'];
  const onnx = (await readdir(path.join(folder, 'onnx'))).map((name) => `onnx/${name}`);
  const files: CatalogFile[] = [];
  for (const file of [...paths, ...onnx]) {
    // The tokenizer is published gzipped, as some hosts do: the store verifies it as published, then unpacks it.
    const packed = file === 'tokenizer.json';
    const raw = await readFile(path.join(folder, file));
    const body = packed ? gzipSync(raw) : raw;
    const url = `https://models.example/${id}/${file}${packed ? '.gz' : ''}`;
    host.files.set(`/models.example/${id}/${file}${packed ? '.gz' : ''}`, { body });
    files.push({
      path: file,
      url,
      bytes: body.byteLength,
      sha256: createHash('sha256').update(body).digest('hex'),
      ...(packed && { unpack: 'gzip' as const }),
    });
  }
  const entry: CatalogEntry = {
    id,
    kind: 'translation',
    languages,
    title: id,
    files,
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    attribution: 'Tolk tests',
    homepage: 'https://example.test',
  };
  return entry;
}

beforeAll(async () => {
  host = await startFakeModelHost();
  const catalog = [
    await publish('translation-no-en', ['no', 'en'], {
      kind: 'marian',
      words: [
        ['hei', 'hello'],
        ['verden', 'world'],
      ],
    }),
    await publish('translation-en-ru', ['en', 'ru'], {
      kind: 'marian',
      words: [
        ['hello', 'привет'],
        ['world', 'мир'],
      ],
    }),
    await publish('translation-multilingual', ['no', 'ru', 'en'], {
      kind: 'm2m100',
      languages: ['ru', 'no', 'en'],
      words: [
        ['мир', 'verden'],
        ['Мир.', 'Verden.'],
      ],
    }),
    await publish('translation-broken', ['de', 'en'], { kind: 'marian', words: [['hallo', 'hello']] }),
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
  // A learner's request may start a download (on-demand); every public host is the stand-in one.
  const models = { dir, budgetBytes: 1024 ** 3, mirror: host.url, policy: 'on-demand' as const, extraCatalog: catalog };
  t = await createTestApp({ models });
  token = t.tokenFor(await t.createUser());
});

afterAll(async () => {
  await t?.close();
  await host?.close();
});

const translate = (text: string, direction: string) =>
  t.request({ method: 'POST', url: '/api/text-translate', token, payload: { text, direction } });
const pairs = async () =>
  (await t.request({ method: 'GET', url: '/api/engines', token })).json().translation.pairs as Record<string, string>;

describe('local translation with nothing configured', () => {
  it('prepares both models of a pivot on the first request, then translates through English', async () => {
    expect((await pairs())['no-ru']).toBe('preparable');
    const first = await translate('hei verden', 'no-ru');
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ code: 'MODEL_PREPARING', preparing: { modelId: 'translation-no-en' } });
    // Both legs are downloading: waiting on them joins the downloads the request started.
    expect(t.app.models.status('translation-en-ru').state).not.toBe('absent');
    await Promise.all([t.app.models.install('translation-no-en'), t.app.models.install('translation-en-ru')]);

    const served = await translate('hei verden', 'no-ru');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ translation: 'привет мир', engine: 'local' });
    expect((await pairs())['no-ru']).toBe('pivot');
    expect((await pairs())['no-en']).toBe('direct');
  });

  it('serves a pair no one-direction model has with the multilingual model and its language codes', async () => {
    expect((await translate('мир', 'ru-no')).statusCode).toBe(503);
    await t.app.models.install('translation-multilingual');
    const served = await translate('мир', 'ru-no');
    expect(served.json()).toMatchObject({ translation: 'verden', engine: 'local' });
    // A sentence-level model is given one sentence at a time (this one cannot read the same word twice in one).
    expect((await translate('Мир. Мир.', 'ru-no')).json().translation).toBe('Verden. Verden.');
  });

  it('answers a model file that will not load with a clean engine failure, not a crash', async () => {
    expect((await translate('hallo', 'de-en')).statusCode).toBe(503);
    await t.app.models.install('translation-broken');
    const failed = await translate('hallo', 'de-en');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'ENGINE_FAILED' });
  });
});

describe('a fresh start with nothing configured and the real catalog', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
    // The public hosts are unreachable: MODELS_MIRROR points at a port nothing listens on.
    fresh = await createTestApp({
      models: { dir, budgetBytes: 1024 ** 3, mirror: 'http://127.0.0.1:9', policy: 'on-demand', extraCatalog: [] },
    });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('offers all 380 pairs as preparable, and a download that cannot start shows as failed with its reason', async () => {
    const learner = fresh.tokenFor(await fresh.createUser());
    const engines = await fresh.request({ method: 'GET', url: '/api/engines', token: learner });
    const routes = Object.values(engines.json().translation.pairs as Record<string, string>);
    expect(routes).toHaveLength(380);
    expect(new Set(routes)).toEqual(new Set(['preparable']));

    const asked = () =>
      fresh.request({
        method: 'POST',
        url: '/api/text-translate',
        token: learner,
        payload: { text: 'hei', direction: 'no-ru' },
      });
    const first = await asked();
    expect(first.statusCode).toBe(503);
    // The learner is told about their pair ("Preparing Norwegian → Russian"), not the model's twenty languages.
    expect(first.json()).toMatchObject({
      code: 'MODEL_PREPARING',
      preparing: { modelId: 'translation-m2m100-418m', languages: ['no', 'ru'] },
    });
    await fresh.app.models.install('translation-m2m100-418m').catch(() => undefined);

    const admin = fresh.tokenFor(await fresh.createUser({ role: 'ADMIN' }));
    const listed = (await fresh.request({ method: 'GET', url: '/api/admin/models', token: admin })).json() as {
      models: { id: string; state: string; error: string | null }[];
    };
    const m2m100 = listed.models.find((model) => model.id === 'translation-m2m100-418m');
    expect(m2m100).toMatchObject({ state: 'failed' });
    expect(m2m100?.error).toMatch(/127\.0\.0\.1:9|ECONNREFUSED|fetch failed/);
    // The learner's next request tries again: still being prepared, never another 5xx.
    const again = await asked();
    expect(again.statusCode).toBe(503);
    expect(again.json()).toMatchObject({ code: 'MODEL_PREPARING' });
  });
});

describe('a pair whose model an administrator is installing, with downloads left to administrators', () => {
  let admin: TestApp;
  let release = () => {};
  beforeAll(async () => {
    const entry = await publish('translation-fi-tr', ['fi', 'tr'], {
      kind: 'marian',
      words: [['kiitos', 'teşekkürler']],
    });
    // The decoder's download stops midway until the test lets it go on: the install is under way meanwhile.
    const decoder = '/models.example/translation-fi-tr/onnx/decoder_model_merged_quantized.onnx';
    const file = host.files.get(decoder);
    if (!file) throw new Error(`${decoder} is not published`);
    host.files.set(decoder, {
      ...file,
      holdAfter: 16,
      holdBody: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
    admin = await createTestApp({
      models: { dir, budgetBytes: 1024 ** 3, mirror: host.url, policy: 'admin', extraCatalog: [entry] },
    });
  });
  afterAll(async () => {
    release();
    await admin?.close();
  });

  it('is preparable while the download runs, answers preparing, then translates', async () => {
    const learner = admin.tokenFor(await admin.createUser());
    const route = async () =>
      (await admin.request({ method: 'GET', url: '/api/engines', token: learner })).json().translation.pairs['fi-tr'];
    const asked = () =>
      admin.request({
        method: 'POST',
        url: '/api/text-translate',
        token: learner,
        payload: { text: 'kiitos', direction: 'fi-tr' },
      });
    // Nothing downloads on a learner's request under policy admin.
    expect(await route()).toBe('none');
    expect((await asked()).json()).toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
    expect(admin.app.models.status('translation-fi-tr').state).toBe('absent');

    const installed = admin.app.models.install('translation-fi-tr');
    expect(await route()).toBe('preparable');
    const waiting = await asked();
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toMatchObject({
      code: 'MODEL_PREPARING',
      preparing: { modelId: 'translation-fi-tr', languages: ['fi', 'tr'] },
    });

    release();
    await installed;
    expect(await route()).toBe('direct');
    expect((await asked()).json()).toMatchObject({ translation: 'teşekkürler', engine: 'local' });
  });
});
