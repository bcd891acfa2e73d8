import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/engine-error';
import { chooseLocalPlan } from '../../src/engines/translation/local-model-plan';
import { createLocalTranslationRuntime } from '../../src/engines/translation/local-translation-runtime';
import type { CatalogEntry } from '../../src/models/catalog-entry';
import { writeTinyTranslationModel } from '../support/tiny-translation-model';

// The real transformers.js and ONNX Runtime, in their own thread, on tiny models written here.
const runtime = createLocalTranslationRuntime();
let root: string;
const folder = (id: string) => join(root, id);
const signal = () => AbortSignal.timeout(20_000);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tolk-local-translation-'));
  await writeTinyTranslationModel(folder('no-en'), {
    kind: 'marian',
    words: [
      ['hei', 'hello'],
      ['verden', 'world'],
    ],
  });
  await writeTinyTranslationModel(folder('en-ru'), {
    kind: 'marian',
    words: [
      ['hello', 'привет'],
      ['world', 'мир'],
    ],
  });
  await writeTinyTranslationModel(folder('m2m'), {
    kind: 'm2m100',
    languages: ['no', 'th', 'en'],
    words: [['hei', 'สวัสดี']],
  });
});

afterAll(async () => {
  await runtime.close();
  await rm(root, { recursive: true, force: true });
});

describe('local translation models', () => {
  it('translates with a one-direction model, its session made once and reused', async () => {
    const first = await runtime.translate({ folder: folder('no-en'), text: 'hei verden', signal: signal() });
    const started = Date.now();
    const again = await runtime.translate({ folder: folder('no-en'), text: 'verden hei', signal: signal() });
    expect([first, again]).toEqual(['hello world', 'world hello']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives a multilingual model its language codes, Norwegian as no', async () => {
    const text = await runtime.translate({
      folder: folder('m2m'),
      text: 'hei',
      srcLang: 'no',
      tgtLang: 'th',
      signal: signal(),
    });
    expect(text).toBe('สวัสดี');
  });

  it('answers a corrupt model file with a clean EngineError, and loads it once it is replaced', async () => {
    await writeTinyTranslationModel(folder('broken'), { kind: 'marian', words: [['a', 'b']] });
    const decoder = join(folder('broken'), 'onnx', 'decoder_model_merged_quantized.onnx');
    await writeFile(decoder, 'not an onnx model');
    const failure = await runtime.translate({ folder: folder('broken'), text: 'a', signal: signal() }).catch((e) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure.failure).toBe('malformed');
    await writeTinyTranslationModel(folder('broken'), { kind: 'marian', words: [['a', 'b']] });
    expect(await runtime.translate({ folder: folder('broken'), text: 'a', signal: signal() })).toBe('b');
  });

  it('stops at the deadline', async () => {
    const failure = await runtime
      .translate({ folder: folder('no-en'), text: 'hei', signal: AbortSignal.abort() })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure.failure).toBe('timeout');
  });
});

describe('choosing local models for a pair', () => {
  const entry = (id: string, languages: CatalogEntry['languages']): CatalogEntry => ({
    id,
    kind: 'translation',
    languages,
    title: id,
    files: [],
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    attribution: id,
    homepage: 'https://example.org',
  });
  const catalog = [
    entry('opus-no-en', ['no', 'en']),
    entry('opus-en-ru', ['en', 'ru']),
    entry('opus-ru-en', ['ru', 'en']),
    entry('m2m100', ['no', 'ru', 'en', 'th']),
  ];
  const ids = (plan: ReturnType<typeof chooseLocalPlan>) =>
    plan?.legs.map((leg) => `${leg.entry.id}:${leg.from}-${leg.to}`);

  it('prefers one-direction models, through English when needed, then the multilingual model', () => {
    const nothing = () => false;
    expect(ids(chooseLocalPlan(catalog, 'ru', 'en', nothing))).toEqual(['opus-ru-en:ru-en']);
    expect(ids(chooseLocalPlan(catalog, 'no', 'ru', nothing))).toEqual(['opus-no-en:no-en', 'opus-en-ru:en-ru']);
    expect(ids(chooseLocalPlan(catalog, 'ru', 'no', nothing))).toEqual(['m2m100:ru-no']);
    expect(chooseLocalPlan(catalog, 'no', 'de', nothing)).toBeUndefined();
  });

  it('uses what is installed before asking for a download', () => {
    const plan = chooseLocalPlan(catalog, 'no', 'ru', (id) => id === 'm2m100');
    expect(plan?.ready).toBe(true);
    expect(ids(plan)).toEqual(['m2m100:no-ru']);
  });
});
