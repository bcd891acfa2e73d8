import { describe, expect, it } from 'vitest';
import { encodeWav, parseWav, WavError, type WavProblem } from '../../src/audio/wav';
import { ascii, chunk, concat, fmt, pcm16, riff, u32 } from './wav-builder';

function expectWavError(bytes: Uint8Array, problem: WavProblem, message: RegExp, detectedFormat?: string) {
  let caught: unknown;
  try {
    parseWav(bytes);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(WavError);
  const error = caught as WavError;
  expect(error.problem).toBe(problem);
  expect(error.message).toMatch(message);
  expect(error.detectedFormat).toBe(detectedFormat);
}

const monoData = chunk('data', pcm16([0, 16384, -16384, 32767, -32768]));

describe('encodeWav and parseWav', () => {
  it('round-trips 16-bit mono audio within half a quantisation step', () => {
    const samples = Float32Array.from({ length: 1600 }, (_, i) => 0.8 * Math.sin((2 * Math.PI * 440 * i) / 16_000));
    const bytes = encodeWav({ samples, sampleRate: 16_000 });
    expect(bytes.length).toBe(44 + 3200);
    const parsed = parseWav(bytes);
    expect(parsed).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 16_000, frameCount: 1600 });
    expect(parsed.audio.sampleRate).toBe(16_000);
    const worst = Math.max(...parsed.audio.samples.map((sample, i) => Math.abs(sample - (samples[i] ?? 0))));
    expect(worst).toBeLessThanOrEqual(0.5 / 32_768);
  });

  it('re-encodes parsed mono audio to the same bytes', () => {
    const original = riff([fmt(), chunk('data', pcm16([0, 1, -1, 32767, -32768, 12345]))]);
    expect(encodeWav(parseWav(original).audio)).toEqual(original);
  });

  it('writes the canonical header and clips out-of-range and NaN samples', () => {
    const bytes = encodeWav({ samples: Float32Array.from([2, -2, Number.NaN, 1, -1]), sampleRate: 8000 });
    const view = new DataView(bytes.buffer);
    const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
    expect([text(0, 4), text(8, 16), text(36, 40)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect(view.getUint32(28, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([32767, -32768, 0, 32767, -32768]);
  });

  it('refuses a sample rate that is not a positive integer', () => {
    expect(() => encodeWav({ samples: new Float32Array(1), sampleRate: 44_100.5 })).toThrow(RangeError);
  });
});

describe('parseWav on files other recorders write', () => {
  it('mixes 44.1 kHz stereo down to mono by averaging the channels', () => {
    const frames = [
      [32767, -32767], // opposite channels cancel
      [16384, 16384],
      [-32768, 0],
    ].flat();
    const parsed = parseWav(riff([fmt({ channels: 2, sampleRate: 44_100 }), chunk('data', pcm16(frames))]));
    expect(parsed).toMatchObject({ channels: 2, sampleRate: 44_100, frameCount: 3 });
    expect(Array.from(parsed.audio.samples)).toEqual([0, 0.5, -0.5]);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE with a PCM subformat, six channels at 48 kHz', () => {
    const parsed = parseWav(
      riff([
        fmt({ extensibleSubformat: 1, channels: 6, sampleRate: 48_000 }),
        chunk('data', pcm16([6000, 0, 0, 0, 0, 0])),
      ]),
    );
    expect(parsed).toMatchObject({ channels: 6, sampleRate: 48_000, frameCount: 1 });
    expect(parsed.audio.samples[0]).toBeCloseTo(1000 / 32_768, 6);
  });

  it('skips a LIST chunk and a fact chunk before the data', () => {
    const list = chunk('LIST', concat([ascii('INFOISFT'), u32(6), ascii('Lavf\u0000\u0000')]));
    const parsed = parseWav(riff([fmt(), list, chunk('fact', u32(5)), monoData]));
    expect(Array.from(parsed.audio.samples)).toEqual([0, 0.5, -0.5, 32_767 / 32_768, -1]);
  });

  it('steps over the pad byte after an odd-sized chunk', () => {
    const odd = chunk('note', ascii('abc'));
    expect(odd.length).toBe(8 + 3 + 1);
    expect(parseWav(riff([fmt(), odd, monoData])).frameCount).toBe(5);
  });

  it('accepts the data chunk before fmt, and chunks after the data', () => {
    expect(parseWav(riff([monoData, fmt(), chunk('LIST', ascii('INFO'))])).frameCount).toBe(5);
  });

  it.each([0, 0xffffffff])('reads to the end of the file when a streaming writer left size %d', (placeholder) => {
    const bytes = riff([fmt(), chunk('data', pcm16([1, 2, 3, 4]), placeholder)]);
    new DataView(bytes.buffer).setUint32(4, placeholder, true);
    expect(parseWav(bytes).frameCount).toBe(4);
  });

  it('drops a trailing partial frame', () => {
    const bytes = riff([fmt({ channels: 2 }), chunk('data', pcm16([1, 2, 3]))]);
    expect(parseWav(bytes).frameCount).toBe(1);
  });

  it('accepts an empty data chunk (the duration rule refuses it later)', () => {
    expect(parseWav(riff([fmt(), chunk('data', new Uint8Array(0))])).frameCount).toBe(0);
  });
});

describe('parseWav refuses', () => {
  it('an empty file and a header cut short', () => {
    expectWavError(new Uint8Array(0), 'truncated', /empty/);
    expectWavError(ascii('RIFF\u0010\u0000'), 'truncated', /only 6 bytes/);
    expectWavError(riff([]), 'truncated', /ends before its fmt chunk/);
    expectWavError(riff([fmt()]), 'truncated', /ends before its data chunk/);
    expectWavError(riff([fmt()]).subarray(0, 30), 'truncated', /'fmt' chunk declares 16 bytes but only 10 follow/);
  });

  it('a data chunk larger than the file', () => {
    const bytes = riff([fmt(), chunk('data', pcm16([1, 2, 3, 4]))]);
    expectWavError(bytes.subarray(0, bytes.length - 3), 'truncated', /'data' chunk declares 8 bytes but only 5 follow/);
  });

  it('garbage where a chunk header should be', () => {
    expectWavError(riff([fmt(), new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7])]), 'malformed', /no chunk header at byte 36/);
  });

  it('8-bit, 24-bit and floating-point samples', () => {
    expectWavError(
      riff([fmt({ bitsPerSample: 8 }), chunk('data', new Uint8Array(4))]),
      'unsupported-encoding',
      /^8-bit PCM/,
    );
    expectWavError(
      riff([fmt({ bitsPerSample: 24 }), chunk('data', new Uint8Array(6))]),
      'unsupported-encoding',
      /^24-bit PCM/,
    );
    expectWavError(
      riff([fmt({ tag: 3, bitsPerSample: 32 }), chunk('data', new Uint8Array(8))]),
      'unsupported-encoding',
      /^Floating-point WAV is not supported/,
    );
    expectWavError(
      riff([fmt({ extensibleSubformat: 3, bitsPerSample: 32 }), chunk('data', new Uint8Array(8))]),
      'unsupported-encoding',
      /^Floating-point/,
    );
  });

  it('compressed WAV and vendor subformats', () => {
    expectWavError(riff([fmt({ tag: 7, bitsPerSample: 8 }), monoData]), 'unsupported-encoding', /^µ-law/);
    expectWavError(riff([fmt({ tag: 0x55 }), monoData]), 'unsupported-encoding', /^MP3 WAV/);
    expectWavError(riff([fmt({ tag: 0x4242 }), monoData]), 'unsupported-encoding', /^Encoding 16962 WAV/);
    const vendor = fmt({ extensibleSubformat: 1, guidTail: new Array(12).fill(7) });
    expectWavError(riff([vendor, monoData]), 'unsupported-encoding', /vendor-specific/);
  });

  it('sample rates outside 8–48 kHz', () => {
    expectWavError(riff([fmt({ sampleRate: 96_000 }), monoData]), 'unsupported-encoding', /96000 Hz.*8000–48000/);
    expectWavError(riff([fmt({ sampleRate: 4000 }), monoData]), 'unsupported-encoding', /4000 Hz/);
    expect(parseWav(riff([fmt({ sampleRate: 8000 }), monoData])).sampleRate).toBe(8000);
  });

  it('headers that contradict themselves', () => {
    expectWavError(riff([fmt({ channels: 0, blockAlign: 2 }), monoData]), 'malformed', /0 channels/);
    expectWavError(riff([fmt({ channels: 2, blockAlign: 2 }), monoData]), 'malformed', /block size 2 .* 2 channel/);
    expectWavError(riff([chunk('fmt ', new Uint8Array(14)), monoData]), 'malformed', /fmt chunk is only 14 bytes/);
    const shortExtensible = chunk('fmt ', fmt({ extensibleSubformat: 1 }).subarray(8, 8 + 18));
    expectWavError(riff([shortExtensible, monoData]), 'malformed', /extensible fmt chunk is only 18 bytes/);
  });

  it('big-endian RIFX and RF64', () => {
    expectWavError(concat([ascii('RIFX'), riff([fmt(), monoData]).subarray(4)]), 'unsupported-encoding', /RIFX/);
    expectWavError(concat([ascii('RF64'), riff([fmt(), monoData]).subarray(4)]), 'unsupported-encoding', /RF64/);
  });

  it.each([
    ['WebM', [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]],
    ['Ogg', [...ascii('OggS'), 0, 2, 0, 0, 0, 0, 0, 0]],
    ['MP3', [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0x23, 0, 0]],
    ['MP3', [0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['AAC', [0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['MP4', [0, 0, 0, 0x20, ...ascii('ftypM4A '), 0, 0]],
    ['FLAC', [...ascii('fLaC'), 0, 0, 0, 0x22, 0, 0, 0, 0]],
    ['RIFF AVI', [...ascii('RIFF'), 4, 0, 0, 0, ...ascii('AVI ')]],
  ])('%s, naming the container it recognised', (name, bytes) => {
    expectWavError(Uint8Array.from(bytes), 'not-wav', new RegExp(`^This is ${name}, not WAV`), name);
  });

  it('bytes that are no audio at all', () => {
    expectWavError(ascii('{"audio": "base64..."}'), 'not-wav', /^This is not WAV audio/);
  });
});
