import { PracticeTimeResponse, UserStatsResponse } from '@tolk/contracts/stats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { phrases } from '../../src/db/schema/phrases';
import { practiceSessions, streakCheckIns } from '../../src/db/schema/stats';
import { translationCounts } from '../../src/db/schema/translation';
import { audioTrackClient } from '../support/audio-tracks';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

let t: TestApp;
let openai: FakeOpenAi;
beforeAll(async () => {
  openai = await startFakeOpenAi({ models: ['tolk-mini'] });
  t = await createTestApp({
    engineCallsPerMinute: 100,
    engines: {
      translation: { order: ['openai'], openai: { baseUrl: openai.baseUrl, model: 'tolk-mini' } },
      timeoutMs: 5000,
      concurrency: 2,
    },
  });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

async function statsOf(user: UserRow, url = '/api/user/stats') {
  const response = await t.request({ method: url.endsWith('sync') ? 'POST' : 'GET', url, token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  return UserStatsResponse.parse(response.json()).stats;
}
const translate = (user: UserRow, text: string, direction: string) =>
  t.request({ method: 'POST', url: '/api/text-translate', payload: { text, direction }, token: t.tokenFor(user) });
const postPractice = (user: UserRow, minutes: unknown) =>
  t.request({ method: 'POST', url: '/api/user/stats/practice-time', payload: { minutes }, token: t.tokenFor(user) });
const postStreak = (user: UserRow, streak: unknown) =>
  t.request({ method: 'POST', url: '/api/user/stats/learning-streak', payload: { streak }, token: t.tokenFor(user) });

describe('GET /api/user/stats', () => {
  it('starts empty, with Norwegian as the favourite language', async () => {
    expect(await statsOf(await t.createUser())).toEqual({
      totalPhrases: 0,
      totalAudioTracks: 0,
      phrasesWithAudio: 0,
      audioTrackPhrases: 0,
      audioTrackSeconds: 0,
      totalTranslations: 0,
      practiceTimeMinutes: 0,
      learningStreak: 0,
      favoriteLanguage: 'no',
      lastActivity: null,
      lastDirection: null,
    });
  });

  it("counts the user's own translations, phrases and tracks, and nobody else's", async () => {
    const learner = await t.createUser();
    const stranger = await t.createUser();
    const started = Date.now();
    const translations: [string, string][] = [
      ['Hello', 'en-es'],
      ['Good morning', 'en-es'],
      ['Hello', 'en-es'],
      ['God morgen', 'no-de'],
    ];
    for (const [text, direction] of translations) {
      expect((await translate(learner, text, direction)).statusCode).toBe(200);
    }
    for (const direction of ['en-fr', 'en-fr', 'en-fr', 'en-fr']) await translate(stranger, 'Hello', direction);
    const client = audioTrackClient(t, t.tokenFor(learner));
    const phrase = await client.savePhrase({
      text: 'Hei',
      translation: 'Hallo',
      sourceLanguage: 'no',
      targetLanguage: 'de',
    });
    await client.savePhrase({ text: 'Takk', translation: 'Danke', sourceLanguage: 'no', targetLanguage: 'de' });
    await client.createdTrack({ name: 'Track', phraseIds: [phrase.id] });

    const stats = await statsOf(learner);
    expect(stats).toMatchObject({
      totalPhrases: 2,
      totalAudioTracks: 1,
      totalTranslations: 4,
      favoriteLanguage: 'es',
      lastDirection: { from: 'no', to: 'de' },
      learningStreak: 1,
      practiceTimeMinutes: 0,
    });
    expect(Date.parse(stats.lastActivity ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect(await statsOf(learner, '/api/user/stats/sync')).toEqual(await statsOf(learner));
  });

  it('totals what the paged lists cannot: phrases with a clip, and the phrases and seconds of all tracks', async () => {
    const learner = await t.createUser();
    const stranger = await t.createUser();
    const phrase = { originalText: 'Hei', translatedText: 'Hallo', sourceLanguage: 'no', targetLanguage: 'de' };
    await t.db.insert(phrases).values([
      { ...phrase, userId: learner.id },
      { ...phrase, userId: learner.id, translatedAudioKey: 'phrases/a-translated.mp3' },
      { ...phrase, userId: learner.id, originalAudioKey: 'phrases/b-original.webm' },
      { ...phrase, userId: stranger.id, translatedAudioKey: 'phrases/c-translated.mp3' },
    ]);
    const track = { name: 'Track', text: '', translatedText: '', audioKey: 'tracks/x.mp3', fileSize: 10 };
    await t.db.insert(audioTracks).values([
      { ...track, userId: learner.id, phraseCount: 3, durationSeconds: 12.5 },
      { ...track, userId: learner.id, phraseCount: 4, durationSeconds: 20 },
      { ...track, userId: stranger.id, phraseCount: 9, durationSeconds: 99 },
    ]);
    expect(await statsOf(learner)).toMatchObject({
      totalPhrases: 3,
      phrasesWithAudio: 2,
      totalAudioTracks: 2,
      audioTrackPhrases: 7,
      audioTrackSeconds: 32.5,
    });
  });
});

describe('learning streak', () => {
  it('counts consecutive UTC days with any activity back from yesterday, and today once it is active', async () => {
    const learner = await t.createUser();
    // Yesterday practice, two days ago a translation, three days ago a phrase; four days ago nothing; five days ago a check-in.
    const yesterday = daysAgo(1);
    await t.db.insert(practiceSessions).values({ userId: learner.id, minutes: 5, createdAt: yesterday });
    await t.db.insert(translationCounts).values({
      userId: learner.id,
      day: dayOf(daysAgo(2)),
      sourceLanguage: 'en',
      targetLanguage: 'ja',
      kind: 'text',
      count: 3,
      lastAt: daysAgo(2),
    });
    await t.db.insert(phrases).values({
      userId: learner.id,
      originalText: 'a',
      translatedText: 'b',
      sourceLanguage: 'en',
      targetLanguage: 'ja',
      createdAt: daysAgo(3),
    });
    await t.db.insert(streakCheckIns).values({ userId: learner.id, day: dayOf(daysAgo(5)), createdAt: daysAgo(5) });
    const before = await statsOf(learner);
    expect(before).toMatchObject({
      learningStreak: 3,
      favoriteLanguage: 'ja',
      totalTranslations: 3,
      practiceTimeMinutes: 5,
    });
    expect(before.lastActivity).toBe(yesterday.toISOString());

    // The client's number is validated but never becomes the streak: today counts as one more day.
    const posted = await postStreak(learner, 99);
    expect(posted.statusCode).toBe(200);
    expect(UserStatsResponse.parse(posted.json()).stats.learningStreak).toBe(4);
    expect((await postStreak(learner, 100)).statusCode).toBe(200);
    expect(await t.db.select().from(streakCheckIns).where(eq(streakCheckIns.userId, learner.id))).toHaveLength(2);
    expect((await statsOf(learner)).learningStreak).toBe(4);
  });

  it('is lost after a whole day without activity', async () => {
    const learner = await t.createUser();
    await t.db.insert(practiceSessions).values([
      { userId: learner.id, minutes: 1, createdAt: daysAgo(2) },
      { userId: learner.id, minutes: 1, createdAt: daysAgo(3) },
    ]);
    expect((await statsOf(learner)).learningStreak).toBe(0);
  });

  it('refuses a streak that is negative or not a whole number', async () => {
    const learner = await t.createUser();
    for (const streak of [-1, 1.5, '3', null]) {
      const response = await postStreak(learner, streak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Streak must be a whole number, zero or more' });
    }
    expect(await t.db.select().from(streakCheckIns).where(eq(streakCheckIns.userId, learner.id))).toEqual([]);
  });
});

describe('POST /api/user/stats/practice-time', () => {
  it('adds posted minutes to the total, one row per post', async () => {
    const learner = await t.createUser();
    for (const minutes of [1, 1, 3]) {
      const response = await postPractice(learner, minutes);
      expect(PracticeTimeResponse.parse(response.json()).minutesRecorded).toBe(minutes);
    }
    expect((await statsOf(learner)).practiceTimeMinutes).toBe(5);
    expect(await t.db.select().from(practiceSessions).where(eq(practiceSessions.userId, learner.id))).toHaveLength(3);
  });

  it('counts at most 60 minutes in one clock hour, clamping the post that passes it', async () => {
    const learner = await t.createUser();
    const hourStart = new Date();
    hourStart.setUTCMinutes(0, 0, 0);
    // The hour before does not count against this one.
    await t.db.insert(practiceSessions).values([
      { userId: learner.id, minutes: 60, createdAt: new Date(hourStart.getTime() - 1) },
      { userId: learner.id, minutes: 57, createdAt: hourStart },
    ]);
    const clamped = PracticeTimeResponse.parse((await postPractice(learner, 10)).json());
    expect(clamped.minutesRecorded).toBe(3);
    expect(clamped.stats.practiceTimeMinutes).toBe(120);
    const none = PracticeTimeResponse.parse((await postPractice(learner, 1)).json());
    expect(none.minutesRecorded).toBe(0);
    expect(none.stats.practiceTimeMinutes).toBe(120);
  });

  it('refuses minutes outside 1 to 60 or not whole', async () => {
    const learner = await t.createUser();
    for (const minutes of [0, 61, 1.5, -3, '1', null]) {
      const response = await postPractice(learner, minutes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Minutes must be a whole number from 1 to 60' });
    }
    expect((await statsOf(learner)).practiceTimeMinutes).toBe(0);
  });
});
