import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import { audioTrackClient, base64 } from '../support/audio-tracks';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A track from phrases without stored clips asks the speech engines: it counts once against the
 * learner's engine budget (the one every engine route spends); a track of stored clips costs nothing.
 */
describe('audio tracks and the engine budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engineCallsPerMinute: 2 });
  });
  afterAll(() => t?.close());

  it('counts a spoken track once, refuses past the budget with 429, and renders stored clips freely', async () => {
    const client = audioTrackClient(t, t.tokenFor(await t.createUser()));
    const spoken = await client.savePhrase({
      text: 'God morgen',
      translation: 'Good morning',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    const clip = base64(encodeWav({ sampleRate: 16_000, samples: new Float32Array(1600).fill(0.2) }));
    const stored = await client.savePhrase({
      text: 'Hei',
      translation: 'Hi',
      sourceLanguage: 'no',
      targetLanguage: 'en',
      originalAudioBlob: clip,
      translatedAudioBase64: clip,
    });

    // Two sides spoken, one charge each track.
    expect((await client.createTrack({ name: 'One', phraseIds: [spoken.id, spoken.id] })).statusCode).toBe(200);
    expect((await client.createTrack({ name: 'Two', phraseIds: [spoken.id] })).statusCode).toBe(200);
    const past = await client.createTrack({ name: 'Three', phraseIds: [spoken.id] });
    expect(past.statusCode, past.body).toBe(429);
    expect(past.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Stored clips ask no engine.
    expect((await client.createTrack({ name: 'Stored', phraseIds: [stored.id] })).statusCode).toBe(200);
  });
});
