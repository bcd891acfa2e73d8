import { SpeechReviewResponse } from '@tolk/contracts/vocabulary-practice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/wav';
import { vocabularyReviewLogs } from '../src/db/schema/vocabulary';
import { compareSpokenAnswer, normaliseSpokenText } from '../src/domain/vocabulary/spoken-answer';
import { EspeakSynthesizer } from '../src/engines/speech-synthesis/espeak-synthesizer';
import { silence } from './audio/signals';
import { seedNorwegian } from './support/dictionary-lexicon';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from './support/fakes/fake-transcription-server';
import { createTestApp, type TestApp } from './support/test-app';
import { addWord } from './support/vocabulary';

/** Real speech: eSpeak NG saying the word, as 16-bit WAV. */
async function spokenWav(text: string): Promise<Uint8Array> {
  const audio = await new EspeakSynthesizer().synthesize({ text, language: 'no', signal: AbortSignal.timeout(20_000) });
  return encodeWav(audio);
}

async function postReview(t: TestApp, id: string, token: string, fields: Record<string, string>, audio?: Uint8Array) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (audio) body.set('audio', new Blob([audio], { type: 'audio/wav' }), 'answer.wav');
  const request = new Request('http://local/', { method: 'POST', body });
  return t.request({
    method: 'POST',
    url: `/api/unified-dictionary/speech-review/${id}`,
    token,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('POST speech-review/{id} with an OpenAI-compatible recognition server', () => {
  let t: TestApp;
  let transcriber: FakeTranscriptionServer;
  let speech: Uint8Array;
  let token: string;
  let hus: string;

  beforeAll(async () => {
    transcriber = await startFakeTranscriptionServer({ models: ['whisper-1'] });
    t = await createTestApp({
      engines: {
        speechRecognition: { openai: { baseUrl: transcriber.baseUrl, model: 'whisper-1' } },
        timeoutMs: 5000,
      },
    });
    await seedNorwegian(t.db, ['hus']);
    token = t.tokenFor(await t.createUser());
    const entry = await t.request({ method: 'GET', url: '/api/unified-dictionary/entry/hus?language=no', token });
    hus = (entry.json() as { id: string }).id;
    speech = await spokenWav('hus');
  });
  afterAll(async () => {
    await t?.close();
    await transcriber?.close();
  });

  const transcriptions = () => transcriber.requests.filter((request) => request.path === '/v1/audio/transcriptions');

  it('recognises the word in its language, sending the recording, language and model, and reviews the card', async () => {
    transcriber.transcript = () => ' Hus.';
    const before = transcriptions().length;
    const response = await postReview(t, hus, token, { expectedLanguage: 'no', durationMs: '2500' }, speech);
    expect(response.statusCode, response.body).toBe(200);
    expect(SpeechReviewResponse.parse(response.json())).toMatchObject({
      success: true,
      id: hus,
      isCorrect: true,
      recognizedText: 'Hus.',
      expectedText: 'hus',
      confidence: 1,
      engine: 'openai',
      rating: 'easy',
      // Easy (2.5 s) on a new card graduates it at once, as ts-fsrs schedules it.
      card: { state: 'review', reps: 1 },
    });
    const [sent] = transcriptions().slice(before);
    expect(sent?.form?.get('language')).toBe('no');
    expect(sent?.form?.get('model')).toBe('whisper-1');
    const file = sent?.form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(speech);
    const logs = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, hus));
    expect(logs.map((log) => [log.source, log.isCorrect, log.durationMs])).toEqual([['spoken', true, 2500]]);
  });

  it('marks another word wrong (Again), with how close it came', async () => {
    transcriber.transcript = () => 'huset';
    const response = await postReview(t, hus, token, { expectedLanguage: 'no' }, speech);
    expect(response.statusCode, response.body).toBe(200);
    const review = SpeechReviewResponse.parse(response.json());
    expect(review).toMatchObject({ isCorrect: false, recognizedText: 'huset', rating: 'again' });
    expect(review.confidence).toBeCloseTo(1 - 2 / 5, 10);
  });

  it('checks a translation said in another language against the same answers as typed practice', async () => {
    transcriber.transcript = () => 'A house!';
    const before = transcriptions().length;
    const response = await postReview(t, hus, token, { expectedLanguage: 'en' }, speech);
    expect(response.statusCode, response.body).toBe(200);
    // 'a house' is not 'house': articles are words.
    expect(response.json()).toMatchObject({ isCorrect: false, expectedText: 'house' });
    transcriber.transcript = () => 'House!';
    const right = await postReview(t, hus, token, { expectedLanguage: 'en' }, speech);
    expect(right.json()).toMatchObject({ isCorrect: true, recognizedText: 'House!', expectedText: 'house' });
    expect(
      transcriptions()
        .slice(before)
        .map((request) => request.form?.get('language')),
    ).toEqual(['en', 'en']);
  });

  it("answers 404 for another learner's word or an unknown id, without asking the recogniser", async () => {
    const other = t.tokenFor(await t.createUser());
    const before = transcriptions().length;
    for (const id of [hus, '3f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      const response = await postReview(t, id, other, { expectedLanguage: 'no' }, speech);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(transcriptions().length).toBe(before);
  });

  it('refuses a missing language or recording, and reviews nothing for silence (422)', async () => {
    expect((await postReview(t, hus, token, {}, speech)).statusCode).toBe(400);
    expect((await postReview(t, hus, token, { expectedLanguage: 'no' })).statusCode).toBe(400);
    const logs = async () =>
      (await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, hus))).length;
    const before = await logs();
    const quiet = await postReview(t, hus, token, { expectedLanguage: 'no' }, encodeWav(silence(1.5)));
    expect(quiet.statusCode).toBe(422);
    expect(quiet.json()).toMatchObject({ code: 'NO_SPEECH' });
    expect(await logs()).toBe(before);
  });
});

describe('POST speech-review/{id} with no recogniser configured', () => {
  it('answers an administrator 503 naming what to configure, and reviews nothing', async () => {
    const t = await createTestApp();
    try {
      const token = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
      const word = await addWord(t, token, { word: 'hus', language: 'no' });
      const response = await postReview(t, word.id, token, { expectedLanguage: 'no' }, await spokenWav('hus'));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
      expect((response.json() as { error: string }).error).toContain('OPENAI_BASE_URL with TRANSCRIBE_MODEL');
      expect(await t.db.select().from(vocabularyReviewLogs)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('comparing spoken answers', () => {
  it.each([
    ['Hus.', 'hus', 'no', true],
    ['  ¿Casa?  ', 'casa', 'es', true],
    ['for', 'får', 'no', false],
    ['schon', 'schön', 'de', false],
    ['ou', 'où', 'fr', false],
    ['cafe', 'café', 'en', true],
    ['елка', 'ёлка', 'ru', true],
    ['كتاب', 'كِتَاب', 'ar', true],
    ['こんにち は', 'こんにちは', 'ja', true],
    ['ＡＢＣ', 'abc', 'en', true],
    ['İstanbul', 'istanbul', 'tr', true],
  ] as const)('%j against %j in %s: %s', (recognized, expected, language, isCorrect) => {
    expect(compareSpokenAnswer({ recognized, expected: [expected], language }).isCorrect).toBe(isCorrect);
  });

  it('normalises case, punctuation and whitespace', () => {
    expect(normaliseSpokenText(' Good   morning, Ann! ', 'en')).toBe('good morning ann');
  });
});
