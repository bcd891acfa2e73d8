import { ApiError } from '@tolk/contracts/errors';
import { HealthReport } from '@tolk/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatBody,
  learner,
  type PartnerModel,
  parseEvents,
  partnerEngines,
  startPartnerModel,
} from '../support/dialogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Engine slots shared fairly (decision 013): one learner flooding the dialogue with turns against a
 * model that takes a second to answer waits behind their own calls, and hears so; another learner's
 * turns are served between them, and the engine's circuit stays closed. An app of its own: the
 * slow model and the small slots are this file's.
 */

const MODEL_SECONDS = 1;
let model: PartnerModel;
let f: TestApp;

beforeAll(async () => {
  model = await startPartnerModel();
  model.fake.answerDelayMs = MODEL_SECONDS * 1000;
  const { engines } = partnerEngines(model);
  f = await createTestApp({
    engineCallsPerMinute: 100,
    engines: { ...engines, timeoutMs: 4_000, concurrency: 4, perUser: 2, queuePerUser: 4, cooldownMs: 30_000 },
  });
});
afterAll(async () => {
  await Promise.all([f.close(), model.fake.close()]);
});

describe('a flood of dialogue turns from one learner', () => {
  it('leaves another learner’s turns succeeding promptly, tells the flooder their calls are queued, and keeps the circuit closed', async () => {
    const flooder = await learner(f);
    const other = await learner(f);

    // 20 turns at once (each a reply and a check: 40 model calls), half streamed, half whole.
    const flood = Array.from({ length: 20 }, (_, n) =>
      f.request({
        method: 'POST',
        url: n % 2 === 0 ? '/api/dialogue/chat/stream' : '/api/dialogue/chat',
        token: flooder.token,
        payload: chatBody({ message: `Hei nummer ${n}!` }),
      }),
    );
    await expect.poll(() => model.fake.requests.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);

    const waits: number[] = [];
    for (const n of [1, 2, 3]) {
      const started = Date.now();
      const response = await f.request({
        method: 'POST',
        url: '/api/dialogue/chat',
        token: other.token,
        payload: chatBody({ message: `Jeg heter Kari, tur ${n}.` }),
      });
      waits.push(Date.now() - started);
      expect(response.statusCode, response.body).toBe(200);
    }
    // The model's second, and some room for a slow machine: not the flood's 10 s of backlog.
    for (const wait of waits) expect(wait).toBeLessThan(MODEL_SECONDS * 1000 + 1_500);

    const answers = await Promise.all(flood);
    const outcomes = answers.map((response) => {
      if (response.headers['content-type']?.toString().startsWith('text/event-stream')) {
        const last = parseEvents(response.body).at(-1);
        return last?.type === 'entry' ? 'entry' : { status: 0, ...last };
      }
      return response.statusCode === 200
        ? 'entry'
        : { status: response.statusCode, ...ApiError.parse(response.json()) };
    });
    const refused = outcomes.filter((outcome) => outcome !== 'entry');
    // Some of the flood is served; the rest is told that their own calls are queued, and when to retry.
    expect(outcomes.filter((outcome) => outcome === 'entry').length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ status: 429, code: 'ENGINE_BUSY', retryAfterSeconds: expect.any(Number) });
    }
    const whole = answers.find((response) => response.statusCode === 429);
    expect(whole?.headers['retry-after']).toMatch(/^\d+$/);

    const admin = f.tokenFor(await f.createUser({ role: 'ADMIN' }));
    const report = HealthReport.parse(
      (await f.request({ method: 'GET', url: '/api/admin/health', token: admin })).json(),
    );
    expect(report.components.engines.chat.map(({ circuit }) => circuit)).toEqual(['closed']);
  }, 20_000);
});
