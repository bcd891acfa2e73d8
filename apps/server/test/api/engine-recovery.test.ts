import { EnginesResponse } from '@tolk/contracts/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fakes/fake-libretranslate-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An engine's outage and its return (issue 28, item 6): while it is down GET /api/engines tells the
 * pairs it would serve as temporarily unavailable, not unconfigured; once it answers again the next
 * GET /api/engines shows them served, long before the circuit's cooldown would have let it back.
 */
describe('an engine back from an outage', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let token: string;

  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    libre.phrasebook.set('nb>en:God morgen', 'Good morning');
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        timeoutMs: 5000,
        concurrency: 2,
        // Far longer than the test: only the probe can bring the engine back in time.
        cooldownMs: 10 * 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  const engines = async () =>
    EnginesResponse.parse((await t.request({ method: 'GET', url: '/api/engines', token })).json());
  const translate = () =>
    t.request({
      method: 'POST',
      url: '/api/text-translate',
      token,
      payload: { text: 'God morgen', direction: 'no-en' },
    });

  it('tells a pair whose engine is down from a pair nothing serves, and serves it again once the engine answers', async () => {
    const before = await engines();
    expect(before.translation.pairs['no-en']).toBe('direct');
    expect(before.translation.temporarilyUnavailable).toBeUndefined();
    expect(before.translation.pairsTemporarilyUnavailable).toBeUndefined();

    libre.override = { status: 503, json: { error: 'Service Unavailable' } };
    expect((await translate()).statusCode).toBe(502);
    const during = await engines();
    expect(during.translation.pairs['no-en']).toBe('none');
    expect(during.translation.temporarilyUnavailable).toEqual(['libretranslate']);
    expect(during.translation.pairsTemporarilyUnavailable).toContain('no-en');
    // Through English, as the engine's pairs allow; a pair it never serves stays unconfigured.
    expect(during.translation.pairsTemporarilyUnavailable).toContain('sv-de');
    expect(during.translation.pairsTemporarilyUnavailable).not.toContain('no-ja');

    libre.override = undefined;
    const after = await engines();
    expect(after.translation.pairs['no-en']).toBe('direct');
    expect(after.translation.temporarilyUnavailable).toBeUndefined();
    expect((await translate()).json()).toEqual({ translation: 'Good morning', engine: 'libretranslate' });
  });
});
