// @database-independent: engine deadlines and circuit breakers against stand-ins; accounts are made only to call the routes.
import { HealthReport } from '@tolk/contracts/health';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApertiumServer, apertiumAvailable, startApertiumServer } from '../support/apertium-server';
import { unreachableUrl } from '../support/fakes/fake-http-server';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fakes/fake-libretranslate-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Engine deadlines, the true reason in failures, and the circuit breaker, against local
 * stand-ins for LibreTranslate (refusing connections, hanging, slow) and a real Apertium.
 */

const languageRequests = (libre: FakeLibreTranslate) => libre.requests.filter((r) => r.path === '/languages');
const translateRequests = (libre: FakeLibreTranslate) => libre.requests.filter((r) => r.path === '/translate');

async function translate(t: TestApp, token: string, text: string, direction: string) {
  const started = performance.now();
  const response = await t.request({ method: 'POST', url: '/api/text-translate', token, payload: { text, direction } });
  return { response, body: response.json() as Record<string, unknown>, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an unreachable LibreTranslate alone', () => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: await unreachableUrl() } },
        timeoutMs: 2_000,
        concurrency: 2,
        cooldownMs: 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
    adminToken = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  it('answers 502 naming it, not a 503 asking to configure an engine', async () => {
    const { response, body } = await translate(t, token, 'Hello', 'en-es');
    expect(response.statusCode).toBe(502);
    expect(body).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringContaining('libretranslate') });
    expect(body.error).not.toMatch(/Configure/);
  });

  it('shows its circuit open in the admin health report', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: adminToken });
    const report = HealthReport.parse(response.json());
    expect(report.components.engines.translation).toEqual([
      expect.objectContaining({ name: 'libretranslate', circuit: 'open', status: 'DOWN' }),
    ]);
    expect(report.components.engines.speechSynthesis[0]).toMatchObject({ name: 'espeak-ng', circuit: 'closed' });
  });
});

describe('a hanging LibreTranslate alone', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let token: string;
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    libre.override = 'hang';
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        timeoutMs: 1_000,
        concurrency: 2,
        cooldownMs: 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it('answers 502 naming it once its one deadline passed, having given up its language check', async () => {
    const { response, body, ms } = await translate(t, token, 'Hello', 'en-es');
    expect(response.statusCode).toBe(502);
    expect(body).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringContaining('libretranslate') });
    // The language check was abandoned at the deadline (the old code waited 2 × 5 s, then said 503).
    expect(languageRequests(libre)).toHaveLength(1);
    await expect.poll(() => languageRequests(libre)[0]?.abandoned, { timeout: 1_000 }).toBe(true);
    // Generous: the deadline is 1 s; the old code took 10 s.
    expect(ms).toBeLessThan(4_000);
  });

  it('is not asked again while it cools down, and the answer still names it', async () => {
    const { response, body } = await translate(t, token, 'Good night', 'en-es');
    expect(response.statusCode).toBe(502);
    expect(body.error).toMatch(/libretranslate/);
    expect(libre.requests).toHaveLength(1);
  });
});

describe('queued time counts against the deadline', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let token: string;
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    libre.phrasebook.set('en>es:Zero', 'Cero');
    libre.phrasebook.set('en>es:One', 'Uno');
    libre.phrasebook.set('en>es:Two', 'Dos');
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        timeoutMs: 2_500,
        concurrency: 1,
        cooldownMs: 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
    // Learn the language list first, so both calls below only translate.
    expect((await translate(t, token, 'Zero', 'en-es')).response.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it('fails the call that waited behind a slow one at its own deadline, not a deadline after the wait', async () => {
    // Each translation takes 1.5 s. The first is done at 1.5 s; the second waits for the one slot
    // until then and would be done at 3.0 s, past its deadline at 2.5 s, so it must give up.
    // Had the deadline started with the slot (the old gate), it would have ended at 4.0 s and succeeded.
    const before = translateRequests(libre).length;
    libre.translateDelayMs = 1_500;
    try {
      const [first, second] = await Promise.all([
        translate(t, token, 'One', 'en-es'),
        (async () => {
          await sleep(50);
          return translate(t, token, 'Two', 'en-es');
        })(),
      ]);
      expect(first.response.statusCode).toBe(200);
      expect(first.body).toMatchObject({ translation: 'Uno' });
      expect(second.response.statusCode).toBe(502);
      expect(second.body).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringContaining('libretranslate') });
      const sent = translateRequests(libre).slice(before);
      expect(sent).toHaveLength(2);
      // The stand-in saw the second call abandoned before its answer was ready.
      await expect.poll(() => sent[1]?.abandoned, { timeout: 1_000 }).toBe(true);
      expect(sent[0]?.abandoned).toBeUndefined();
    } finally {
      libre.translateDelayMs = undefined;
    }
  });
});

describe.skipIf(!apertiumAvailable())('a hanging LibreTranslate beside a real Apertium', () => {
  const COOLDOWN_MS = 3_000;
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let apertium: ApertiumServer;
  let token: string;
  beforeAll(async () => {
    apertium = await startApertiumServer();
    // APy starts a pair's pipeline on its first request, which can take longer than the 1 s
    // deadline on a loaded machine: warm en→es up first, so the test measures the deadline of
    // the hanging engine, not Apertium's start-up.
    await fetch(`${apertium.url}/translate?langpair=eng|spa&q=${encodeURIComponent('The house is big.')}`);
    libre = await startFakeLibreTranslate({});
    libre.override = 'hang';
    t = await createTestApp({
      engines: {
        // LibreTranslate first, so every en→es call would reach it if it were not skipped.
        translation: { order: ['libretranslate', 'apertium'], libretranslate: { url: libre.url }, apertium },
        timeoutMs: 1_000,
        concurrency: 4,
        cooldownMs: COOLDOWN_MS,
      },
    });
    token = t.tokenFor(await t.createUser());
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await libre?.close();
    await apertium?.stop();
  });
  afterEach(() => {
    libre.override = 'hang';
  });

  it('serves en→es through Apertium, skips LibreTranslate while it cools down, then tries it once again', async () => {
    const first = await translate(t, token, 'The house is big.', 'en-es');
    const openedAt = performance.now();
    expect(first.body).toMatchObject({ engine: 'apertium', translation: expect.stringMatching(/casa/) });
    expect(libre.requests).toHaveLength(1);

    const coolingMs: number[] = [];
    for (const text of ['The dog is small.', 'The cat eats bread.', 'Good morning.']) {
      const { body, ms } = await translate(t, token, text, 'en-es');
      expect(body).toMatchObject({ engine: 'apertium' });
      coolingMs.push(Math.round(ms));
    }
    console.log(`en→es beside a hanging LibreTranslate: first ${Math.round(first.ms)} ms, then ${coolingMs} ms`);
    // The cooldown has not passed yet: LibreTranslate was not asked again.
    expect(performance.now() - openedAt).toBeLessThan(COOLDOWN_MS);
    expect(libre.requests).toHaveLength(1);

    await sleep(COOLDOWN_MS - (performance.now() - openedAt) + 200);
    // Half-open: one trial call reaches the stand-in; it still hangs, so Apertium answers again.
    const trial = await translate(t, token, 'The house is small.', 'en-es');
    expect(trial.body).toMatchObject({ engine: 'apertium' });
    expect(libre.requests).toHaveLength(2);

    // Back up: after the next cooldown the trial succeeds and LibreTranslate, first in order, serves again.
    libre.override = undefined;
    libre.phrasebook.set('en>es:The garden is green.', 'El jardín es verde (libre)');
    await sleep(COOLDOWN_MS + 200);
    const recovered = await translate(t, token, 'The garden is green.', 'en-es');
    expect(recovered.body).toMatchObject({ engine: 'libretranslate', translation: 'El jardín es verde (libre)' });
  }, 30_000);
});
