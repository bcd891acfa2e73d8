import { describe, expect, it } from 'vitest';
import { loudnessGain, PEAK_CEILING, TARGET_RMS, voicedRms } from '../../src/audio/loudness';
import { resample } from '../../src/audio/resample';

const tone = (frequency: number, sampleRate: number, seconds = 1, level = 0.5) => ({
  sampleRate,
  samples: Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => level * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  ),
});
const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((total, sample) => total + sample * sample, 0) / samples.length);

describe('resample', () => {
  it('keeps the duration and the level of speech-band audio, up or down', () => {
    for (const [from, to] of [
      [16_000, 22_050],
      [48_000, 22_050],
      [24_000, 22_050],
    ] as const) {
      const converted = resample(tone(440, from), to);
      expect(converted.sampleRate).toBe(to);
      expect(converted.samples.length).toBe(to);
      expect(rms(converted.samples.subarray(100, -100))).toBeCloseTo(0.5 / Math.SQRT2, 2);
    }
  });

  it('removes what the lower rate cannot hold instead of folding it back', () => {
    // 18 kHz is above the 11 kHz Nyquist frequency of 22.05 kHz: it would alias to 4 kHz.
    const converted = resample(tone(18_000, 48_000), 22_050);
    expect(rms(converted.samples.subarray(100, -100))).toBeLessThan(0.01);
  });

  it('returns audio already at the rate untouched', () => {
    const audio = tone(440, 22_050);
    expect(resample(audio, 22_050)).toBe(audio);
  });
});

/** A clip scaled by its loudness gain, as the track builder copies it into a track. */
const normaliseLoudness = (audio: { sampleRate: number; samples: Float32Array }) => {
  const gain = loudnessGain(audio);
  return { ...audio, samples: audio.samples.map((sample) => sample * gain) };
};

describe('loudnessGain', () => {
  it('brings quiet and loud speech to the same voiced level, ignoring the silence between', () => {
    for (const level of [0.02, 0.8]) {
      const withPause = tone(300, 22_050, 1, level);
      withPause.samples.fill(0, 5000, 15_000);
      expect(voicedRms(normaliseLoudness(withPause))).toBeCloseTo(TARGET_RMS, 3);
    }
  });

  it('never lets a peak past the ceiling, and leaves silence silent', () => {
    const spiky = tone(300, 22_050, 1, 0.01);
    spiky.samples[100] = 0.9;
    expect(Math.max(...normaliseLoudness(spiky).samples)).toBeLessThanOrEqual(PEAK_CEILING + 1e-6);
    const silent = { sampleRate: 22_050, samples: new Float32Array(1000) };
    expect(normaliseLoudness(silent).samples).toEqual(silent.samples);
  });
});
