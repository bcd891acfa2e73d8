import type { PcmAudio } from './pcm-audio';

/** Taps of the anti-aliasing filter: enough to keep speech clean, cheap enough for minutes of audio. */
const LOW_PASS_TAPS = 31;
/** The filter's cutoff as a share of the target's Nyquist frequency, leaving room for its slope. */
const CUTOFF_SHARE = 0.9;

/**
 * Converts to another sample rate by linear interpolation; when lowering the rate, a windowed-sinc
 * low-pass first removes what the new rate cannot hold, so it does not fold back as aliasing.
 * Speech between 16 and 48 kHz is what passes through here, where this is inaudible.
 */
export function resample(audio: PcmAudio, sampleRate: number): PcmAudio {
  if (audio.sampleRate === sampleRate) return audio;
  const ratio = sampleRate / audio.sampleRate;
  const sourceAt = ratio < 1 ? lowPassed(audio.samples, (ratio * CUTOFF_SHARE) / 2) : rawSample(audio.samples);
  const length = Math.round(audio.samples.length * ratio);
  const step = 1 / ratio;
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const position = index * step;
    const before = Math.floor(position);
    const current = sourceAt(before);
    const next = before + 1 < audio.samples.length ? sourceAt(before + 1) : current;
    samples[index] = current + (next - current) * (position - before);
  }
  return { samples, sampleRate };
}

function rawSample(samples: Float32Array): (index: number) => number {
  return (index) => samples[index] ?? 0;
}

/**
 * The low-passed signal at one source index, `cutoff` in cycles per sample of the source (0.5 is
 * its Nyquist frequency). Computed only where the interpolation reads, about twice per output
 * sample, rather than for every source sample.
 */
function lowPassed(samples: Float32Array, cutoff: number): (index: number) => number {
  const kernel = lowPassKernel(cutoff);
  const half = (kernel.length - 1) / 2;
  let cachedIndex = -1;
  let cachedValue = 0;
  return (index) => {
    if (index === cachedIndex) return cachedValue;
    const first = Math.max(0, half - index);
    const last = Math.min(kernel.length, samples.length - index + half);
    let sum = 0;
    for (let tap = first; tap < last; tap++) sum += (samples[index + tap - half] as number) * (kernel[tap] as number);
    cachedIndex = index;
    cachedValue = sum;
    return sum;
  };
}

/** A Hamming-windowed sinc, scaled to unity gain at 0 Hz. */
function lowPassKernel(cutoff: number): Float64Array {
  const kernel = new Float64Array(LOW_PASS_TAPS);
  const half = (LOW_PASS_TAPS - 1) / 2;
  let total = 0;
  for (let tap = 0; tap < LOW_PASS_TAPS; tap++) {
    const offset = tap - half;
    const sinc = offset === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * offset) / (Math.PI * offset);
    const window = 0.54 - 0.46 * Math.cos((2 * Math.PI * tap) / (LOW_PASS_TAPS - 1));
    kernel[tap] = sinc * window;
    total += sinc * window;
  }
  for (let tap = 0; tap < LOW_PASS_TAPS; tap++) kernel[tap] = (kernel[tap] ?? 0) / total;
  return kernel;
}
