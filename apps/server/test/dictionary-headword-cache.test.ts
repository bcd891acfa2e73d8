import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadwordCache } from '../src/domain/dictionary/headword-cache';
import { seedNorwegian } from './support/dictionary-lexicon';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedNorwegian(t.db, ['katt']);
});
afterAll(() => t.close());

describe('the headword cache', () => {
  it('answers from memory until cleared or expired, known and unknown words alike', async () => {
    const cache = createHeadwordCache({ ttlMs: 60_000 });
    const find = (word: string) => cache.find({ db: t.db, language: 'no', word });
    expect((await find('katten'))?.headword).toBe('katt');
    expect(await find('eddiken')).toBeNull();
    // A file imported meanwhile: the cache still answers what it knew.
    await seedNorwegian(t.db, ['eddik']);
    expect(await find('eddiken')).toBeNull();
    // What an import does when it finishes.
    cache.clear();
    expect((await find('Eddiken'))?.headword).toBe('eddik');

    const shortLived = createHeadwordCache({ ttlMs: 30 });
    expect(await shortLived.find({ db: t.db, language: 'no', word: 'bok' })).toBeNull();
    await seedNorwegian(t.db, ['bok']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await shortLived.find({ db: t.db, language: 'no', word: 'bøkene' }))?.headword).toBe('bok');
  });

  it('shares one query between concurrent look-ups of one word', async () => {
    const cache = createHeadwordCache();
    const answers = await Promise.all(
      ['katt', 'Katt', 'katten'].map((word) => cache.find({ db: t.db, language: 'no', word })),
    );
    expect(answers[0]).toBe(answers[1]);
    expect(answers[2]?.headword).toBe('katt');
  });
});
