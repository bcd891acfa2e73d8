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
    const decoded = await decodeMp3(encodeMp3(signal));
    expect(decoded.sampleRate).toBe(22_050);
    expect(decoded.samples.length).toBeGreaterThanOrEqual(signal.samples.length + LAME_CODEC_DELAY_SAMPLES);
    expect(bestLag(signal.samples, decoded.samples)).toBe(LAME_CODEC_DELAY_SAMPLES);
  });

  it('trims a decoded clip back to the samples that were encoded', async () => {
    const decoded = await decodeMp3(encodeMp3(signal));
    const trimmed = trimToEncodedLength(decoded, 1);
    expect(trimmed.samples.length).toBe(signal.samples.length);
    expect(bestLag(signal.samples, trimmed.samples)).toBe(0);
  });

  it('refuses bytes that hold no MPEG audio', async () => {
    await expect(decodeMp3(new Uint8Array(4096).fill(7))).rejects.toBeInstanceOf(Mp3DecodeError);
  });
});
