import { AudioTracksResponse, EMPTY_AUDIO_TRACK_MESSAGE } from '@tolk/contracts/audio-tracks';
import { ReviewTrackResponse } from '@tolk/contracts/vocabulary';
import { PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyWords } from '../../src/db/schema/study-words';
import { vocabularyReviewLogs } from '../../src/db/schema/vocabulary';
import { reviewWord } from '../../src/domain/study-words/review-word';
import { seedNorwegian } from '../support/dictionary-lexicon';
import { createTestApp, type TestApp } from '../support/test-app';

/** The daily review audio trainer: today's practice words, spoken by eSpeak NG, as a track in /audio. */

const REVIEW_TRACK = '/api/unified-dictionary/review-track';
const WORDS = ['hus', 'bok', 'katt', 'bord'];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedNorwegian(t.db, WORDS);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the daily review track', () => {
  it('needs no engine into the learner’s language: English glosses stand in, under the name the interface gave', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    await t.db.insert(studyWords).values([{ userId: user.id, language: 'no', word: 'hus', wordKey: 'hus' }]);
    const name = 'Повторение 27 нояб. 2026 г., 10:00';
    const response = await t.request({
      method: 'POST',
      url: REVIEW_TRACK,
      token,
      payload: { sourceLanguage: 'no', targetLanguage: 'ru', name },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { track, wordCount } = ReviewTrackResponse.parse(response.json());
    expect(wordCount).toBe(1);
    expect(track.name).toBe(name);
    expect(track.translatedText).toBe('house');
  });

  it('speaks the words practice would ask, due first, each followed by its translation, into the /audio list', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    const rows = await t.db
      .insert(studyWords)
      .values(WORDS.map((word) => ({ userId: user.id, language: 'no', word, wordKey: word })))
      .returning({ id: studyWords.id, word: studyWords.word });
    // 'katt' answered wrong three days ago: due now, so it comes first.
    const katt = rows.find((row) => row.word === 'katt');
    await reviewWord({
      db: t.db,
      userId: user.id,
      studyWordId: katt?.id ?? '',
      answer: { isCorrect: false },
      source: 'typed',
      now: new Date(Date.now() - 3 * 86_400_000),
    });
    const practice = PracticeWordsResponse.parse(
      (
        await t.request({
          method: 'GET',
          url: '/api/unified-dictionary/practice-words?limit=3&sourceLanguage=no&targetLanguage=en',
          token,
        })
      ).json(),
    );
    expect(practice.words[0]?.word).toBe('katt');

    const response = await t.request({
      method: 'POST',
      url: REVIEW_TRACK,
      token,
      payload: { sourceLanguage: 'no', targetLanguage: 'en', limit: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { track, wordCount } = ReviewTrackResponse.parse(response.json());
    expect(wordCount).toBe(3);
    expect(track.text.split('\n')).toEqual(practice.words.map((word) => word.word));
    expect(track.translatedText.split('\n')).toEqual(practice.words.map((word) => word.expected));
    expect(track.language).toBe('no');
    expect(track.phraseCount).toBe(3);
    // Six clips, each followed by a second of silence.
    expect(track.duration).toBeGreaterThan(6);

    const list = AudioTracksResponse.parse(
      (await t.request({ method: 'GET', url: '/api/user/audio-tracks', token })).json(),
    );
    expect(list.tracks.map((item) => item.id)).toContain(track.id);
    const audio = await t.request({ method: 'GET', url: track.audioUrl, token });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
    expect(audio.rawPayload.length).toBe(track.fileSize);

    // Listening is not answering: no review was logged.
    const [logs] = await t.db
      .select({ count: count() })
      .from(vocabularyReviewLogs)
      .where(eq(vocabularyReviewLogs.userId, user.id));
    expect(logs?.count).toBe(1);
  }, 60_000);

  it('refuses a track with nothing to review, and anyone not signed in', async () => {
    const user = await t.createUser();
    const empty = await t.request({
      method: 'POST',
      url: REVIEW_TRACK,
      token: t.tokenFor(user),
      payload: { targetLanguage: 'en' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: EMPTY_AUDIO_TRACK_MESSAGE });
    expect((await t.request({ method: 'POST', url: REVIEW_TRACK, payload: { targetLanguage: 'en' } })).statusCode).toBe(
      401,
    );
    const bad = await t.request({
      method: 'POST',
      url: REVIEW_TRACK,
      token: t.tokenFor(user),
      payload: { targetLanguage: 'en', limit: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
