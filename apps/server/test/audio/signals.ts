import type { PcmAudio } from '../../src/audio/pcm-audio';
import { seededRandom } from '../support/seeded-random';

/**
 * Synthetic test signals with known levels (RMS in dBFS), so voice detection is tested on
 * sounds whose nature we control: a voice-like harmonic series in syllables, hiss, hum, clicks.
 */

export const amplitudeOf = (dbfs: number) => 10 ** (dbfs / 20);

export function silence(seconds: number, sampleRate = 16_000): PcmAudio {
  return { samples: new Float32Array(Math.round(seconds * sampleRate)), sampleRate };
}

/** Deterministic white Gaussian noise (mulberry32 + Box–Muller), so a failure reproduces. */
export function whiteNoise(seconds: number, levelDbfs: number, sampleRate = 16_000, seed = 1): PcmAudio {
  const random = seededRandom(seed);
  const sigma = amplitudeOf(levelDbfs);
  const samples = Float32Array.from({ length: Math.round(seconds * sampleRate) }, () => {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    return sigma * radius * Math.cos(2 * Math.PI * random());
  });
  return { samples, sampleRate };
}

/** Mains hum: a fundamental and its first harmonics, steady for the whole clip. */
export function hum(seconds: number, fundamental: number, levelDbfs: number, sampleRate = 16_000): PcmAudio {
  const harmonics = [1, 0.5, 0.3, 0.2];
  return normalised(
    Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
      harmonics.reduce(
        (sum, gain, k) => sum + gain * Math.sin((2 * Math.PI * fundamental * (k + 1) * i) / sampleRate),
        0,
      ),
    ),
    levelDbfs,
    sampleRate,
  );
}

/**
 * Voice-like sound: a glottal-style harmonic series (partials falling 6 dB per octave up to
 * 4 kHz) on a gliding pitch, shaped into syllables by a raised-sine envelope with short pauses
 * between them, as speech modulates at 3–6 syllables per second. `levelDbfs` is the RMS of a
 * syllable's loudest part.
 */
export function voice(
  seconds: number,
  levelDbfs: number,
  { sampleRate = 16_000, syllablesPerSecond = 4, pitch = 140 } = {},
): PcmAudio {
  const syllable = 1 / syllablesPerSecond;
  let phase = 0;
  const carrier = Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => {
    const t = i / sampleRate;
    phase += (2 * Math.PI * pitch * (1 + 0.1 * Math.sin(2 * Math.PI * 0.7 * t))) / sampleRate;
    let sum = 0;
    for (let k = 1; k * pitch < 4000; k++) sum += Math.sin(k * phase) / k;
    return sum;
  });
  const steady = normalised(carrier, levelDbfs, sampleRate);
  const samples = steady.samples.map((sample, i) => {
    // 80 % of each syllable sounds, 20 % is the pause before the next one.
    const position = ((i / sampleRate) % syllable) / (0.8 * syllable);
    return position < 1 ? sample * Math.sin(Math.PI * position) ** 2 : 0;
  });
  return { samples, sampleRate };
}

/** A pop: a 4 ms decaying full-scale burst at `atSeconds`. */
export function addClick(audio: PcmAudio, atSeconds: number, amplitude = 0.9): PcmAudio {
  const samples = audio.samples.slice();
  const start = Math.round(atSeconds * audio.sampleRate);
  const length = Math.round(0.004 * audio.sampleRate);
  for (let i = 0; i < length && start + i < samples.length; i++) {
    samples[start + i] = (samples[start + i] ?? 0) + amplitude * (i % 2 ? -1 : 1) * Math.exp(-i / (length / 4));
  }
  return { samples, sampleRate: audio.sampleRate };
}

export function mix(...parts: PcmAudio[]): PcmAudio {
  const length = Math.max(...parts.map((part) => part.samples.length));
  const samples = new Float32Array(length);
  for (const part of parts) {
    part.samples.forEach((sample, i) => {
      samples[i] = (samples[i] ?? 0) + sample;
    });
  }
  return { samples, sampleRate: parts[0]?.sampleRate ?? 16_000 };
}

export function sequence(...parts: PcmAudio[]): PcmAudio {
  const samples = new Float32Array(parts.reduce((total, part) => total + part.samples.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { samples, sampleRate: parts[0]?.sampleRate ?? 16_000 };
}

function normalised(samples: Float32Array, levelDbfs: number, sampleRate: number): PcmAudio {
  const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length) || 1;
  const gain = amplitudeOf(levelDbfs) / rms;
  return { samples: samples.map((sample) => sample * gain), sampleRate };
}
