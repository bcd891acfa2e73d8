// Rendering an audio track from 20 saved phrases through the real route (POST /api/user/audio-tracks,
// app.inject on the real app with an embedded database in a temp dir), as a learner does it:
// each phrase saved from a text translation, so it carries the translation's MP3 from
// /api/text-to-speech and no recording; the render decodes that MP3 and speaks the original
// (eSpeak NG on the first render, the speech cache's MP3 after that). Each clip lasts about 2 s.
// Target: under 1 s of CPU per render on this machine once its clips have been met (a clip's first render
// encodes it; the table compares that with encoding the whole track, as every render did before decision 043).
// CPU time is process.cpuUsage(), which counts every thread of the process (eSpeak's worker, PGlite, the event
// loop, the rendering thread). Run: npm run bench
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LoginResponse } from '@tolk/contracts/accounts';
import { CreateAudioTrackResponse } from '@tolk/contracts/audio-tracks';
import { CreatePhraseResponse } from '@tolk/contracts/phrases';
import { TextToSpeechResponse } from '@tolk/contracts/speech';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { decodeMp3, trimToEncodedLength } from '../apps/server/src/audio/mp3-decoder';
import { encodeMp3 } from '../apps/server/src/audio/mp3-encoder';
import type { PcmAudio } from '../apps/server/src/audio/pcm-audio';
import { encodeSegment, TrackBuilder, type TrackSegment } from '../apps/server/src/domain/audio-tracks/track-builder';
import { loadSettings } from '../apps/server/src/env';
import { median, round } from './support/stats';

const TARGET = { cpuMs: 1000 };
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5);
const ADMIN = { email: 'bench@tolk.test', password: 'bench-password' };

/** Twenty Norwegian phrases with their English translations, each spoken in about 2 s by eSpeak NG. */
const PHRASES: [string, string][] = [
  ['Jeg vil gjerne ha en kopp kaffe', 'I would like a cup of coffee please'],
  ['Hvor ligger den nærmeste bussholdeplassen', 'Where is the nearest bus stop'],
  ['Kan du snakke litt saktere', 'Could you speak a little more slowly'],
  ['Vi skal spise middag klokka seks', 'We are having dinner at six o clock'],
  ['Jeg har bodd i Oslo i tre år', 'I have lived in Oslo for three years'],
  ['Hva koster denne jakken her', 'How much does this jacket cost'],
  ['Toget går fra spor nummer fire', 'The train leaves from platform four'],
  ['Jeg forstår ikke hva du mener', 'I do not understand what you mean'],
  ['Det regner mye i Bergen om høsten', 'It rains a lot in Bergen in the autumn'],
  ['Kan jeg betale med kort her', 'Can I pay by card here please'],
  ['Min søster jobber på sykehuset', 'My sister works at the hospital'],
  ['Vi går en tur i skogen på søndag', 'We are going for a walk on Sunday'],
  ['Butikken stenger klokka åtte i kveld', 'The shop closes at eight this evening'],
  ['Jeg trenger hjelp med leksene mine', 'I need some help with my homework'],
  ['Har du lyst til å bli med på kino', 'Would you like to come to the cinema'],
  ['Barna leker ute i hagen hele dagen', 'The children play in the garden all day'],
  ['Jeg glemte nøklene mine hjemme', 'I forgot my keys at home this morning'],
  ['Kan du anbefale en god restaurant', 'Can you recommend a good restaurant'],
  ['Vi møtes utenfor stasjonen i morgen', 'We will meet outside the station tomorrow'],
  ['Det var hyggelig å treffe deg', 'It was really nice to meet you today'],
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-track-'));
const { config } = loadSettings({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  ENGINE_CALLS_PER_MINUTE: '100000000',
});
const app = await buildApp({ ...config, webDistDir: undefined });

async function call<T>(schema: { parse(value: unknown): T }, options: InjectOptions): Promise<T> {
  const response = await app.inject(options);
  if (response.statusCode !== 200)
    throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
  return schema.parse(response.json());
}

interface Clip {
  mp3: Uint8Array;
  seconds: number;
}

interface Render {
  wallMs: number;
  cpuMs: number;
  audioSeconds: number;
}

try {
  const login = await call(LoginResponse, { method: 'POST', url: '/api/auth/login', payload: ADMIN });
  if (login.status !== 'SUCCESS') throw new Error(`sign-in: ${login.message}`);
  const headers = { authorization: `Bearer ${login.token}` };
  const speak = async (text: string, languageCode: 'en' | 'no'): Promise<Clip> => {
    const spoken = await call(TextToSpeechResponse, {
      method: 'POST',
      url: '/api/text-to-speech',
      headers,
      payload: { text, languageCode },
    });
    return { mp3: new Uint8Array(Buffer.from(spoken.audioBase64, 'base64')), seconds: spoken.durationSeconds };
  };

  // Saved as the translator saves them: the translation's MP3 from the speech endpoint, no recording.
  const translatedClips: Clip[] = [];
  const phraseIds: string[] = [];
  for (const [text, translation] of PHRASES) {
    const spoken = await speak(translation, 'en');
    translatedClips.push(spoken);
    const { phrase } = await call(CreatePhraseResponse, {
      method: 'POST',
      url: '/api/user/phrases',
      headers,
      payload: {
        text,
        translation,
        sourceLanguage: 'no',
        targetLanguage: 'en',
        originalAudioBlob: '',
        translatedAudioBase64: Buffer.from(spoken.mp3).toString('base64'),
      },
    });
    phraseIds.push(phrase.id);
  }

  // Answered at once (decision 038); the track's audio answers when the rendering thread has made it.
  const render = async (): Promise<Render> => {
    collectGarbage();
    const cpuStarted = cpuMs();
    const started = performance.now();
    const { track } = await call(CreateAudioTrackResponse, {
      method: 'POST',
      url: '/api/user/audio-tracks',
      headers,
      payload: { name: 'Bench track', phraseIds },
    });
    const audio = await app.inject({ method: 'GET', url: `/api/user/audio-tracks/${track.id}/audio`, headers });
    if (audio.statusCode !== 200) throw new Error(`track audio: ${audio.statusCode} ${audio.body}`);
    const wallMs = performance.now() - started;
    const listed = await app.inject({ method: 'GET', url: '/api/user/audio-tracks?limit=1', headers });
    const duration = (listed.json() as { tracks: { id: string; duration: number }[] }).tracks.find(
      (listedTrack) => listedTrack.id === track.id,
    )?.duration;
    // The render's own garbage is collected inside its measurement, none of an earlier one's.
    collectGarbage();
    return { wallMs, cpuMs: cpuMs() - cpuStarted, audioSeconds: duration ?? 0 };
  };

  const warmUp = await render();
  const renders: Render[] = [];
  for (let run = 0; run < REPETITIONS; run++) renders.push(await render());

  // The originals are in the speech cache now (the warm-up spoke them): their MP3s, for the breakdown.
  const clips = [...translatedClips];
  for (const [text] of PHRASES) clips.push(await speak(text, 'no'));
  const stages = [];
  for (let run = 0; run < REPETITIONS; run++) stages.push(await renderStages(clips));

  const audioSeconds = renders[0]?.audioSeconds ?? 0;
  const wallMs = median(renders.map((r) => r.wallMs));
  const medianCpuMs = median(renders.map((r) => r.cpuMs));
  const clipSeconds = clips.map((clip) => clip.seconds);
  const meanClip = clipSeconds.reduce((total, seconds) => total + seconds, 0) / clipSeconds.length;

  console.log(
    `\n${PHRASES.length} phrases (original + translation: ${clips.length} clips of ${Math.min(...clipSeconds).toFixed(2)}–${Math.max(...clipSeconds).toFixed(2)} s, mean ${meanClip.toFixed(2)} s, 1 s pause after each), POST /api/user/audio-tracks, ${REPETITIONS} renders after one warm-up, ${os.cpus().length} cores`,
  );
  console.table(
    [warmUp, ...renders].map((r, index) => ({
      render: index === 0 ? 'first (originals spoken by eSpeak, every clip encoded)' : `#${index} (segments kept)`,
      'audio s': round(r.audioSeconds, 2),
      'wall ms': round(r.wallMs, 0),
      'CPU ms': round(r.cpuMs, 0),
    })),
  );
  console.log('where the CPU goes, the same functions outside the route (median CPU ms):');
  const segmentMs = median(stages.map((s) => s.segmentMs));
  const wholeMs = median(stages.map((s) => s.wholeMs));
  console.table({
    [`decode ${clips.length} MP3 clips`]: round(median(stages.map((s) => s.decodeMs)), 0),
    'make every segment (even, pause, encode)': round(segmentMs, 0),
    'join kept segments': round(median(stages.map((s) => s.joinMs)), 1),
    'baseline: encode the whole track at once (before decision 043)': round(wholeMs, 0),
  });
  console.log(`every segment encoded / whole track encoded: ${(segmentMs / wholeMs).toFixed(2)}×`);
  console.log(`audio length: ${audioSeconds.toFixed(2)} s`);
  console.log(`median wall: ${wallMs.toFixed(0)} ms, median CPU: ${medianCpuMs.toFixed(0)} ms`);
  console.log(
    `audio length / render time: ${(audioSeconds / (wallMs / 1000)).toFixed(1)}× (wall), ${(audioSeconds / (medianCpuMs / 1000)).toFixed(1)}× (CPU)`,
  );

  const misses = [
    medianCpuMs >= TARGET.cpuMs && `median CPU ${medianCpuMs.toFixed(0)} ms >= ${TARGET.cpuMs} ms`,
    renders.some((r) => Math.abs(r.audioSeconds - audioSeconds) > 0.01) && 'renders differ in length',
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`FAIL: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`PASS: a ${PHRASES.length}-phrase track renders in < ${TARGET.cpuMs} ms of CPU`);
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A full collection when the bench runs with --expose-gc (as `npm run bench` does): each
 * measurement then pays for collecting exactly its own garbage, not for what came before it.
 */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** CPU time of the whole process so far (every thread: the event loop, eSpeak's worker, GC). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The render's stages on the same clips, each timed in CPU ms: decoding; making each clip a segment (the first
 * render of a clip); joining kept segments (every later render); and, as the baseline, the whole track's samples
 * encoded at once, as every render did before decision 043.
 */
async function renderStages(
  clips: Clip[],
): Promise<{ decodeMs: number; segmentMs: number; joinMs: number; wholeMs: number }> {
  collectGarbage();
  let started = cpuMs();
  const decoded: PcmAudio[] = [];
  for (const clip of clips) decoded.push(trimToEncodedLength(await decodeMp3(clip.mp3), clip.seconds));
  const decodeMs = cpuMs() - started;
  started = cpuMs();
  const segments: TrackSegment[] = [];
  for (const audio of decoded) segments.push(await encodeSegment(audio));
  const segmentMs = cpuMs() - started;
  started = cpuMs();
  const builder = new TrackBuilder();
  for (const segment of segments) builder.add(segment);
  builder.build();
  const joinMs = cpuMs() - started;
  const whole = new Float32Array(decoded.reduce((total, audio) => total + audio.samples.length + 22_050, 0));
  let offset = 0;
  for (const audio of decoded) {
    whole.set(audio.samples, offset);
    offset += audio.samples.length + 22_050;
  }
  started = cpuMs();
  await encodeMp3({ samples: whole, sampleRate: 22_050 });
  return { decodeMs, segmentMs, joinMs, wholeMs: cpuMs() - started };
}
