import { beforeAll, describe, expect, test } from 'vitest';
import { encodeMp3 } from '../../src/audio/mp3-encoder';
import { readMp3Frames } from '../../src/audio/mp3-frames';
import type { PcmAudio } from '../../src/audio/pcm-audio';

function sine(sampleRate: number, seconds: number, frequency = 440, amplitude = 0.5): PcmAudio {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let index = 0; index < samples.length; index++) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
  }
  return { samples, sampleRate };
}

/** A rising tone with syllable-like bursts: closer to speech than a steady sine. */
function speechLike(sampleRate: number, seconds: number): PcmAudio {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let index = 0; index < samples.length; index++) {
    const time = index / sampleRate;
    const pitch = 120 + 80 * time;
    const syllables = Math.max(0, Math.sin(2 * Math.PI * 4 * time));
    samples[index] =
      0.6 * syllables * Math.sin(2 * Math.PI * pitch * time) * (1 + 0.3 * Math.sin(2 * Math.PI * 900 * time));
  }
  return { samples, sampleRate };
}

/**
 * LAME pads the start with its encoder delay (576 + 529 samples) and the end to a whole frame,
 * so the frames hold a little more audio than went in: at most the delay plus two frames.
 */
function expectDurationCovers(frames: ReturnType<typeof readMp3Frames>, seconds: number): void {
  const first = frames[0];
  if (!first) throw new Error('no frames');
  const framed = frames.reduce((total, frame) => total + frame.samples, 0) / first.sampleRate;
  expect(framed).toBeGreaterThanOrEqual(seconds);
  expect(framed).toBeLessThan(seconds + (1105 + 2 * first.samples) / first.sampleRate);
}

describe.each([
  { sampleRate: 22_050, version: '2', note: "eSpeak NG's rate" },
  { sampleRate: 24_000, version: '2', note: "OpenAI's and ElevenLabs' PCM" },
  { sampleRate: 44_100, version: '1', note: 'CD rate' },
  { sampleRate: 16_000, version: '2', note: 'wide-band' },
  { sampleRate: 8_000, version: '2.5', note: 'telephone' },
])('$sampleRate Hz ($note)', ({ sampleRate, version }) => {
  const seconds = 3;
  let mp3: Uint8Array = new Uint8Array();
  let frames: ReturnType<typeof readMp3Frames> = [];
  beforeAll(async () => {
    mp3 = await encodeMp3(sine(sampleRate, seconds));
    frames = readMp3Frames(mp3);
  });

  test('starts with an MPEG Layer III frame sync at the input rate', () => {
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(frames[0]).toMatchObject({ offset: 0, version, sampleRate, bitrateKbps: 64, mono: true });
  });

  test('is a whole run of 64 kbps mono frames at one rate, nothing else', () => {
    expect(frames.every((frame) => frame.bitrateKbps === 64 && frame.sampleRate === sampleRate && frame.mono)).toBe(
      true,
    );
    expect(frames.reduce((total, frame) => total + frame.length, 0)).toBe(mp3.length);
  });

  test('holds the duration that went in, and its size is duration × bitrate', () => {
    expectDurationCovers(frames, seconds);
    const expectedBytes = (seconds * 64_000) / 8;
    expect(mp3.length).toBeGreaterThan(expectedBytes);
    // The encoder delay and the last partial frame add at most about 0.15 s at these rates.
    expect(mp3.length).toBeLessThan(expectedBytes * 1.06);
  });
});

test('speech-like audio encodes to the same frame layout', async () => {
  const mp3 = await encodeMp3(speechLike(22_050, 2.5));
  const frames = readMp3Frames(mp3);
  expect(frames.every((frame) => frame.sampleRate === 22_050 && frame.bitrateKbps === 64)).toBe(true);
  expectDurationCovers(frames, 2.5);
});

test('a lower bitrate gives proportionally fewer bytes', async () => {
  const audio = sine(24_000, 4);
  const at32 = await encodeMp3(audio, { bitrateKbps: 32 });
  const at64 = await encodeMp3(audio, { bitrateKbps: 64 });
  expect(readMp3Frames(at32).every((frame) => frame.bitrateKbps === 32)).toBe(true);
  expect(at32.length / at64.length).toBeCloseTo(0.5, 1);
});

test('a rate MP3 does not allow is resampled to the nearest one, keeping the duration', async () => {
  const frames = readMp3Frames(await encodeMp3(sine(20_000, 2)));
  expect(frames.every((frame) => frame.sampleRate === 22_050)).toBe(true);
  expectDurationCovers(frames, 2);
});

test('samples past full scale are clipped, and encode like full scale', async () => {
  const loud = sine(22_050, 1, 440, 3);
  const full = { ...loud, samples: loud.samples.map((sample) => Math.max(-1, Math.min(1, sample))) };
  expect(await encodeMp3(loud)).toEqual(await encodeMp3(full));
});

describe('encoding', () => {
  test('lets other work run while it encodes, and gives the same bytes every time', async () => {
    const audio = speechLike(22_050, 20);
    let turnsOfTheLoop = 0;
    const ticker = setInterval(() => turnsOfTheLoop++, 0);
    let first: Uint8Array;
    try {
      first = await encodeMp3(audio);
    } finally {
      clearInterval(ticker);
    }
    // 20 s at 22.05 kHz is about 19 slices: the encoder let the loop through many times.
    expect(turnsOfTheLoop).toBeGreaterThan(5);
    expect(await encodeMp3(audio)).toEqual(first);
  });

  test('concurrent encodes each get their own encoder and the right bytes', async () => {
    const a = speechLike(22_050, 3);
    const b = sine(16_000, 3);
    const [alone, otherAlone] = [await encodeMp3(a), await encodeMp3(b)];
    const [together, otherTogether] = await Promise.all([encodeMp3(a), encodeMp3(b)]);
    expect(together).toEqual(alone);
    expect(otherTogether).toEqual(otherAlone);
  });
});
