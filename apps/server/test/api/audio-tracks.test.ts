import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AudioTracksResponse, EMPTY_AUDIO_TRACK_MESSAGE } from '@tolk/contracts/audio-tracks';
import { AUDIO_TRACK_MAX_PHRASES, AUDIO_TRACK_NAME_MAX_LENGTH } from '@tolk/contracts/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../src/audio/mp3-decoder';
import { encodeMp3 } from '../../src/audio/mp3-encoder';
import { durationSeconds } from '../../src/audio/pcm-audio';
import { encodeWav } from '../../src/audio/wav';
import type { UserRow } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { TRACK_PAUSE_SECONDS } from '../../src/domain/audio-tracks/track-builder';
import { createFileBlobStore } from '../../src/storage/file-blob-store';
import { audioTrackClient, base64 } from '../support/audio-tracks';
import { createTestApp, type TestApp } from '../support/test-app';

/** A second of tone at 16 kHz (resampled in the track) and one at 22.05 kHz (kept as it is). */
const toneAt = (sampleRate: number, level: number) => ({
  sampleRate,
  samples: Float32Array.from({ length: sampleRate }, (_, i) => level * Math.sin(i / 8)),
});
const wav = encodeWav(toneAt(16_000, 0.6));
const mp3 = await encodeMp3(toneAt(22_050, 0.05));
/** The EBML header of a WebM file: accepted for a phrase, not decoded by the server. */
const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0, 0, 0, 0]);

let t: TestApp;
let owner: UserRow;
let stranger: UserRow;
let client: ReturnType<typeof audioTrackClient>;
let strangerClient: ReturnType<typeof audioTrackClient>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
  client = audioTrackClient(t, t.tokenFor(owner));
  strangerClient = audioTrackClient(t, t.tokenFor(stranger));
});
afterAll(() => t.close());

const blobs = () => createFileBlobStore(path.join(t.config.dataDir, 'blobs'));
const tracksOf = (user: UserRow) => t.db.select().from(audioTracks).where(eq(audioTracks.userId, user.id));
const download = async (url: string) => {
  const response = await t.request({ method: 'GET', url, token: t.tokenFor(owner) });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
};
const textOnly = (text: string, translation: string) => ({
  text,
  translation,
  sourceLanguage: 'no',
  targetLanguage: 'en',
});

describe('POST /api/user/audio-tracks from phrases', () => {
  it('speaks phrases without audio with eSpeak: original, pause, translation, pause, in the order given', async () => {
    const morning = await client.savePhrase(textOnly('God morgen', 'Good morning'));
    const thanks = await client.savePhrase(textOnly('Tusen takk for hjelpen', 'Thank you for the help'));
    const track = await client.createdTrack({ name: 'Bus ride', phraseIds: [thanks.id, morning.id] });
    expect(track).toMatchObject({
      name: 'Bus ride',
      title: 'Bus ride',
      description: null,
      language: 'en',
      text: 'Tusen takk for hjelpen\nGod morgen',
      translatedText: 'Thank you for the help\nGood morning',
      phraseCount: 2,
      playCount: 0,
      isFavorite: false,
      audioUrl: `/api/user/audio-tracks/${track.id}/audio`,
    });

    const parts = await Promise.all([
      client.spokenSeconds('Tusen takk for hjelpen', 'no'),
      client.spokenSeconds('Thank you for the help', 'en'),
      client.spokenSeconds('God morgen', 'no'),
      client.spokenSeconds('Good morning', 'en'),
    ]);
    const expected = parts.reduce((total, part) => total + part + TRACK_PAUSE_SECONDS, 0);
    expect(Math.abs(track.duration - expected)).toBeLessThan(0.05);

    const file = await download(track.audioUrl);
    expect(track.fileSize).toBe(file.length);
    expect(await blobs().get(`audio-tracks/${owner.id}/${track.id}.mp3`)).toEqual(file);
    // The track's length is its MP3's, frame for frame (segments joined, decision 043), to the millisecond shown.
    const decoded = durationSeconds(await decodeMp3(file));
    expect(Math.abs(decoded - track.duration)).toBeLessThan(0.001);

    const single = await client.createdTrack({ name: 'Short', phraseIds: [morning.id] });
    expect(single.duration).toBeLessThan(track.duration);
    expect(Math.abs(single.duration - (parts[2] + parts[3] + 2 * TRACK_PAUSE_SECONDS))).toBeLessThan(0.05);
    const repeated = await client.createdTrack({ name: 'Twice', phraseIds: [morning.id, morning.id] });
    expect(repeated.phraseCount).toBe(2);
    expect(Math.abs(repeated.duration - 2 * single.duration)).toBeLessThan(0.01);
  });

  it('uses stored WAV and MP3 clips as they are, and speaks the text of a WebM clip instead', async () => {
    const stored = await client.savePhrase({
      ...textOnly('Hei', 'Hi'),
      originalAudioBlob: `data:audio/wav;base64,${base64(wav)}`,
      translatedAudioBase64: base64(mp3),
    });
    const track = await client.createdTrack({ name: 'Stored', phraseIds: [stored.id] });
    const mp3Seconds = durationSeconds(await decodeMp3(mp3));
    expect(Math.abs(track.duration - (1 + mp3Seconds + 2 * TRACK_PAUSE_SECONDS))).toBeLessThan(0.01);

    const recorded = await client.savePhrase({ ...textOnly('Ha det bra', 'Goodbye'), originalAudioBlob: base64(webm) });
    const spoken = await client.createdTrack({ name: 'Spoken', phraseIds: [recorded.id] });
    const parts = (await client.spokenSeconds('Ha det bra', 'no')) + (await client.spokenSeconds('Goodbye', 'en'));
    expect(Math.abs(spoken.duration - (parts + 2 * TRACK_PAUSE_SECONDS))).toBeLessThan(0.05);
  });

  it('evens out loudness: a quiet clip and a loud one come out at the same level', async () => {
    const stored = await client.savePhrase({
      ...textOnly('Stille', 'Quiet'),
      originalAudioBlob: base64(wav),
      translatedAudioBase64: base64(mp3),
    });
    const track = await client.createdTrack({ name: 'Levels', phraseIds: [stored.id] });
    const audio = await decodeMp3(await download(track.audioUrl));
    const rmsAround = (second: number) => {
      const middle = Math.round(second * audio.sampleRate);
      const window = audio.samples.subarray(middle - 2000, middle + 2000);
      return Math.sqrt(window.reduce((total, sample) => total + sample * sample, 0) / window.length);
    };
    // The WAV tone (0.6) plays during second 0–1, the MP3 tone (0.05, 22 dB quieter) during 2–3.
    const original = rmsAround(0.5);
    const translated = rmsAround(2.5);
    expect(original).toBeGreaterThan(0.05);
    expect(Math.abs(20 * Math.log10(original / translated))).toBeLessThan(1);
  });

  it("refuses another user's phrase with 404, even beside the user's own, and renders nothing", async () => {
    const own = await client.savePhrase(textOnly('Min', 'Mine'));
    const theirs = await strangerClient.savePhrase(textOnly('Din', 'Yours'));
    const before = (await tracksOf(owner)).length;
    for (const phraseIds of [[theirs.id], [own.id, theirs.id], ['7d7f1f0e-0000-4000-8000-000000000000']]) {
      const response = await client.createTrack({ name: 'Stolen', phraseIds });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Phrase not found' });
    }
    expect(await tracksOf(owner)).toHaveLength(before);
  });

  it('answers an empty list with the no-audio message, and refuses invalid bodies', async () => {
    for (const payload of [{ name: 'x', phraseIds: [] }, { name: 'x', audioBase64List: [] }, { name: 'x' }]) {
      const response = await client.createTrack(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: EMPTY_AUDIO_TRACK_MESSAGE });
    }
    const phrase = await client.savePhrase(textOnly('Ja', 'Yes'));
    const invalid: [object, string][] = [
      [{ name: '', phraseIds: [phrase.id] }, 'Track name is required'],
      [{ name: 'x', phraseIds: ['42'] }, 'Phrase id must be a UUID'],
      [
        { name: 'x', phraseIds: Array.from({ length: AUDIO_TRACK_MAX_PHRASES + 1 }, () => phrase.id) },
        `A track holds at most ${AUDIO_TRACK_MAX_PHRASES} phrases`,
      ],
      [
        { name: 'x', phraseIds: [phrase.id], audioBase64List: [base64(mp3)] },
        'Send either phraseIds or audioBase64List, not both',
      ],
    ];
    for (const [payload, message] of invalid) {
      const response = await client.createTrack(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
    }
  });
});

describe('POST /api/user/audio-tracks from a synced trainer', () => {
  it('lays the clips end to end with pauses; the track has no language or texts', async () => {
    const track = await client.createdTrack({
      name: 'Тренажёр 22.11.2026',
      audioBase64List: [base64(wav), `data:audio/mpeg;base64,${base64(mp3)}`],
    });
    expect(track).toMatchObject({
      name: 'Тренажёр 22.11.2026',
      language: null,
      text: '',
      translatedText: '',
      phraseCount: 2,
    });
    const mp3Seconds = durationSeconds(await decodeMp3(mp3));
    expect(Math.abs(track.duration - (1 + mp3Seconds + 2 * TRACK_PAUSE_SECONDS))).toBeLessThan(0.01);
  });

  it('stores a trainer once however often its device id is synced, even twice at the same moment', async () => {
    const body = { name: 'Тренажёр 23.11.2026', audioBase64List: [base64(wav)], clientId: '1763900000000' };
    const first = await client.createdTrack(body);
    const again = await client.createdTrack(body);
    expect(again).toEqual(first);
    const raced = await Promise.all([
      client.createdTrack({ ...body, clientId: 'race' }),
      client.createdTrack({ ...body, clientId: 'race' }),
    ]);
    expect(raced[1].id).toBe(raced[0].id);
    const rows = await tracksOf(owner);
    expect(rows.filter((row) => row.clientId === '1763900000000')).toHaveLength(1);
    expect(rows.filter((row) => row.clientId === 'race')).toHaveLength(1);
    // The losing request's file was removed: the user's folder holds one MP3 per track row.
    const files = await readdir(path.join(t.config.dataDir, 'blobs', 'audio-tracks', owner.id));
    expect(files.filter((file) => file.endsWith('.mp3')).sort()).toEqual(
      rows.map((row) => path.basename(row.audioKey)).sort(),
    );
  });

  it('names a track the learner already has a track called so with the first free number, even two at once', async () => {
    const learner = audioTrackClient(t, t.tokenFor(await t.createUser()));
    // The interfaces name a track after the minute it was made, in the learner's locale.
    const name = 'Трек 02.12.2026, 03:18';
    const clips = [base64(wav)];
    // Each a trainer of its own (a clientId): the same clips sent twice without one join one rendering.
    let trainer = 0;
    const names = async (...bodies: object[]) =>
      (
        await Promise.all(
          bodies.map((body) => {
            trainer += 1;
            return learner.createdTrack({ ...body, clientId: `named-${trainer}` });
          }),
        )
      ).map((track) => track.name);
    expect(await names({ name, audioBase64List: clips })).toEqual([name]);
    expect((await names({ name, audioBase64List: clips }, { name, audioBase64List: clips })).sort()).toEqual([
      `${name} (2)`,
      `${name} (3)`,
    ]);
    // Another learner's tracks do not count; a name that only begins alike is free.
    const other = audioTrackClient(t, t.tokenFor(await t.createUser()));
    expect(await other.createdTrack({ name, audioBase64List: clips })).toMatchObject({ name });
    expect(await names({ name: `${name}:59`, audioBase64List: clips })).toEqual([`${name}:59`]);
    // At the length limit the number takes the end of the name.
    const long = 'Å'.repeat(AUDIO_TRACK_NAME_MAX_LENGTH);
    const [first, second] = await names({ name: long, audioBase64List: clips }, { name: long, audioBase64List: clips });
    expect(new Set([first, second])).toEqual(new Set([long, `${'Å'.repeat(AUDIO_TRACK_NAME_MAX_LENGTH - 4)} (2)`]));
  });

  it('refuses clips it cannot decode, naming the clip', async () => {
    const refused: [string[], number, string][] = [
      [[base64(mp3), base64(webm)], 415, 'Clip 2 is WEBM audio; a synced trainer can hold MP3 or WAV clips.'],
      [['not base64!'], 400, 'Clip 1 is not valid base64.'],
      [[base64(new Uint8Array(64).fill(7))], 415, 'Clip 1 is in an unsupported format'],
    ];
    for (const [audioBase64List, status, message] of refused) {
      const response = await client.createTrack({ name: 'x', audioBase64List });
      expect(response.statusCode).toBe(status);
      expect((response.json() as { error: string }).error).toContain(message);
    }
  });

  it('fails a track longer than 30 minutes, with the reason on the track and on its audio', async () => {
    // The most seconds per byte: 8 kHz WAV, 8 MB a clip (about 8.3 minutes); four clips pass the limit.
    const long = encodeWav({ sampleRate: 8000, samples: new Float32Array(4_000_000).fill(0.1) });
    const accepted = await client.acceptedTrack({ name: 'Long', audioBase64List: Array(4).fill(base64(long)) });
    expect(accepted).toMatchObject({ status: 'rendering', failure: null, duration: 0, fileSize: 0 });
    const failed = await client.renderedTrack(accepted.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failure: { code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('30 minutes') },
    });
    const audio = await t.request({ method: 'GET', url: failed.audioUrl, token: t.tokenFor(owner) });
    expect(audio.statusCode).toBe(413);
    expect(audio.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('30 minutes') });
    // The clips waited in a file of their own; the failure removed it.
    const files = await readdir(path.join(t.config.dataDir, 'blobs', 'audio-tracks', owner.id));
    expect(files.filter((file) => file.startsWith(accepted.id))).toEqual([]);
  });
});

describe('GET /api/user/audio-tracks', () => {
  it("lists the user's own tracks, newest first, and no one else's", async () => {
    const phrase = await strangerClient.savePhrase(textOnly('En', 'One'));
    await strangerClient.createdTrack({ name: 'First', phraseIds: [phrase.id] });
    await strangerClient.createdTrack({ name: 'Second', phraseIds: [phrase.id] });
    const response = await t.request({ method: 'GET', url: '/api/user/audio-tracks', token: t.tokenFor(stranger) });
    const { tracks } = AudioTracksResponse.parse(response.json());
    expect(tracks.map((track) => track.name)).toEqual(['Second', 'First']);
    const own = AudioTracksResponse.parse(
      (await t.request({ method: 'GET', url: '/api/user/audio-tracks', token: t.tokenFor(owner) })).json(),
    );
    expect(own.tracks.length).toBe((await tracksOf(owner)).length);
    expect(own.tracks.some((track) => ['First', 'Second'].includes(track.name))).toBe(false);
  });
});
