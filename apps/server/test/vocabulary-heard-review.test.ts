import { SpeechReviewResponse } from '@tolk/contracts/vocabulary-practice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularyReviewLogs } from '../src/db/schema/vocabulary';
import { seedNorwegian } from './support/dictionary-lexicon';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * POST heard-review/{id}: spoken practice recognised by the browser. The server has no recogniser
 * here at all, as on a stock install: the answer is compared and reviewed all the same.
 */
describe('POST heard-review/{id} with no recogniser configured', () => {
  let t: TestApp;
  let token: string;
  let hus: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedNorwegian(t.db, ['hus']);
    token = t.tokenFor(await t.createUser());
    const entry = await t.request({ method: 'GET', url: '/api/unified-dictionary/entry/hus?language=no', token });
    hus = (entry.json() as { id: string }).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (id: string, body: Record<string, unknown>, as = token) =>
    t.request({ method: 'POST', url: `/api/unified-dictionary/heard-review/${id}`, token: as, payload: body });
  const logs = async () =>
    (await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, hus))).map((log) => [
      log.source,
      log.isCorrect,
      log.durationMs,
    ]);

  it("compares the browser's text as a recording's and reviews the card as spoken", async () => {
    const response = await post(hus, { expectedLanguage: 'no', recognizedText: ' Hus. ', durationMs: 2500 });
    expect(response.statusCode, response.body).toBe(200);
    expect(SpeechReviewResponse.parse(response.json())).toMatchObject({
      success: true,
      id: hus,
      isCorrect: true,
      recognizedText: 'Hus.',
      expectedText: 'hus',
      confidence: 1,
      engine: 'browser',
      rating: 'easy',
      card: { state: 'review', reps: 1 },
    });
    expect(await logs()).toEqual([['spoken', true, 2500]]);
  });

  it('marks another word wrong (Again), with how close it came', async () => {
    const response = await post(hus, { expectedLanguage: 'no', recognizedText: 'huset' });
    expect(response.statusCode, response.body).toBe(200);
    const review = SpeechReviewResponse.parse(response.json());
    expect(review).toMatchObject({ isCorrect: false, recognizedText: 'huset', rating: 'again', engine: 'browser' });
    expect(review.confidence).toBeCloseTo(1 - 2 / 5, 10);
  });

  it('checks a translation said in another language against the same answers as typed practice', async () => {
    const response = await post(hus, { expectedLanguage: 'en', recognizedText: 'House!' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isCorrect: true, recognizedText: 'House!', expectedText: 'house' });
  });

  it('refuses a missing or empty text, an unknown language or unsafe text, and reviews nothing', async () => {
    const before = (await logs()).length;
    for (const body of [
      { expectedLanguage: 'no' },
      { expectedLanguage: 'no', recognizedText: '   ' },
      { expectedLanguage: 'xx', recognizedText: 'hus' },
      { recognizedText: 'hus' },
      { expectedLanguage: 'no', recognizedText: 'h'.repeat(501) },
      { expectedLanguage: 'no', recognizedText: 'hus', durationMs: -1 },
    ]) {
      const response = await post(hus, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
    }
    expect((await logs()).length).toBe(before);
  });

  it("answers 404 for another learner's word or an unknown id", async () => {
    const other = t.tokenFor(await t.createUser());
    for (const id of [hus, '3f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      const response = await post(id, { expectedLanguage: 'no', recognizedText: 'hus' }, other);
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/unified-dictionary/heard-review/${hus}`,
      payload: { expectedLanguage: 'no', recognizedText: 'hus' },
    });
    expect(response.statusCode).toBe(401);
  });
});
