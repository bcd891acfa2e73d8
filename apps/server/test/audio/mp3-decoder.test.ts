import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { decodeMp3, LAME_CODEC_DELAY_SAMPLES, Mp3DecodeError, trimToEncodedLength } from '../../src/audio/mp3-decoder';
import { encodeMp3 } from '../../src/audio/mp3-encoder';

/** A second of two mixed tones, so a shift by any number of samples changes the correlation. */
const signal = {
  sampleRate: 22_050,
  samples: Float32Array.from({ length: 22_050 }, (_, i) => 0.3 * Math.sin(i / 7) + 0.2 * Math.sin(i / 3.3)),
};

function bestLag(original: Float32Array, decoded: Float32Array): number {
  let best = Number.NEGATIVE_INFINITY;
  let lag = 0;
  for (let candidate = 0; candidate < 2000; candidate++) {
    let sum = 0;
    for (let index = 2000; index < 20_000; index++) sum += (original[index] ?? 0) * (decoded[index + candidate] ?? 0);
    if (sum > best) [best, lag] = [sum, candidate];
  }
  return lag;
}

describe('decodeMp3', () => {
  it('decodes our own MP3 to mono at its rate, late by the codec delay and padded to a whole frame', async () => {
    const decoded = await decodeMp3(await encodeMp3(signal));
    expect(decoded.sampleRate).toBe(22_050);
    expect(decoded.samples.length).toBeGreaterThanOrEqual(signal.samples.length + LAME_CODEC_DELAY_SAMPLES);
    expect(bestLag(signal.samples, decoded.samples)).toBe(LAME_CODEC_DELAY_SAMPLES);
  });

  it('trims a decoded clip back to the samples that were encoded', async () => {
    const decoded = await decodeMp3(await encodeMp3(signal));
    const trimmed = trimToEncodedLength(decoded, 1);
    expect(trimmed.samples.length).toBe(signal.samples.length);
    expect(bestLag(signal.samples, trimmed.samples)).toBe(0);
  });

  it('refuses bytes that hold no MPEG audio', async () => {
    await expect(decodeMp3(new Uint8Array(4096).fill(7))).rejects.toBeInstanceOf(Mp3DecodeError);
  });

  it('gives every file the same samples as a fresh decoder, whatever the reused decoder read before', async () => {
    const clean = await encodeMp3(signal);
    const other = await encodeMp3({
      sampleRate: 24_000,
      samples: Float32Array.from({ length: 30_000 }, (_, i) => 0.4 * Math.sin(i / 5)),
    });
    const fresh = new MPEGDecoder();
    await fresh.ready;
    const expected = fresh.decode(clean).channelData[0]?.slice();
    fresh.free();

    // A file cut off in the middle of a frame, a file at another rate, then the clean file again.
    await decodeMp3(clean.subarray(0, Math.floor(clean.length / 2) + 37));
    const atOtherRate = await decodeMp3(other);
    expect(atOtherRate.sampleRate).toBe(24_000);
    for (let round = 0; round < 3; round++) {
      const decoded = await decodeMp3(clean);
      expect(decoded.sampleRate).toBe(22_050);
      expect(decoded.samples).toEqual(expected);
    }
  });

  it('decodes files concurrently without mixing them up', async () => {
    const a = await encodeMp3(signal);
    const b = await encodeMp3({ sampleRate: 16_000, samples: Float32Array.from({ length: 16_000 }, () => 0.1) });
    const [first, second, third] = await Promise.all([decodeMp3(a), decodeMp3(b), decodeMp3(a)]);
    expect(first?.sampleRate).toBe(22_050);
    expect(second?.sampleRate).toBe(16_000);
    expect(third?.samples).toEqual(first?.samples);
  });
});
