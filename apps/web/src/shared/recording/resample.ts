/** Mono downmix and sample-rate conversion for recordings, done in the browser before upload. */

/** The average of the channels: stereo microphones become one voice. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  return mono;
}

/**
 * Converts to `toRate`. Downsampling averages the input samples each output sample covers (a box
 * filter), which keeps frequencies above the new Nyquist limit from folding back into speech;
 * upsampling interpolates linearly between neighbours.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  if (ratio > 1) {
    for (let i = 0; i < out.length; i += 1) {
      const start = Math.floor(i * ratio);
      const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
      let sum = 0;
      for (let j = start; j < end; j += 1) sum += samples[j] ?? 0;
      out[i] = sum / Math.max(1, end - start);
    }
    return out;
  }
  for (let i = 0; i < out.length; i += 1) {
    const position = i * ratio;
    const left = Math.floor(position);
    const fraction = position - left;
    const a = samples[left] ?? 0;
    const b = samples[left + 1] ?? a;
    out[i] = a + (b - a) * fraction;
  }
  return out;
}
