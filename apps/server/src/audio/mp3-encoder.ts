import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import type { PcmAudio } from './pcm-audio';

/** Bitrates valid at every MP3 sample rate (MPEG-1, 2 and 2.5 share these). */
export type Mp3Bitrate = 32 | 48 | 64 | 96 | 128;

export interface Mp3Options {
  /** Constant bitrate in kbit/s. 64 keeps mono speech clear at about 8 KB a second. */
  bitrateKbps?: Mp3Bitrate;
}

/** Samples handed to LAME per call: about a second of speech, some 3 ms of work. */
const SLICE_SAMPLES = 1152 * 20;

/**
 * Mono constant-bitrate MP3 for storage and playback in any browser, by LAME compiled to
 * WebAssembly (the wasm-media-encoders package: the module ships inside it, no native build,
 * no ffmpeg). It replaced lamejs, LAME ported to JavaScript, which took five times as long and
 * kept a 20-phrase track from rendering in under a second of CPU (docs/decisions/007).
 * MP3 allows only 8–48 kHz in nine steps; every rate our engines produce is one of them.
 * The event loop is let through between slices: minutes of speech must not stall other requests.
 */
export async function encodeMp3(
  audio: PcmAudio,
  options: Mp3Options = {},
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const encoder = await acquireEncoder();
  try {
    encoder.configure({ channels: 1, sampleRate: audio.sampleRate, bitrate: options.bitrateKbps ?? 64 });
    const samples = clip(audio.samples);
    const parts: Uint8Array[] = [];
    for (let start = 0; start < samples.length; start += SLICE_SAMPLES) {
      // The encoder's output buffer is reused by its next call: keep a copy.
      parts.push(encoder.encode([samples.subarray(start, start + SLICE_SAMPLES)]).slice());
      onProgress?.(Math.min(1, (start + SLICE_SAMPLES) / samples.length));
      await new Promise((resolve) => setImmediate(resolve));
    }
    parts.push(encoder.finalize().slice());
    return concatenate(parts);
  } finally {
    idleEncoders.push(encoder);
  }
}

/**
 * Encoders are reused: each one is a WebAssembly instance that costs milliseconds to create.
 * One encoder serves one MP3 at a time (encoding yields between slices), so concurrent
 * encodes each take their own, and the pool grows to the largest concurrency seen.
 */
const idleEncoders: WasmMediaEncoder<'audio/mpeg'>[] = [];

async function acquireEncoder(): Promise<WasmMediaEncoder<'audio/mpeg'>> {
  return idleEncoders.pop() ?? (await createMp3Encoder());
}

/** Clipped rather than wrapped: a sample past full scale must not flip sign into a loud click. */
function clip(samples: Float32Array): Float32Array {
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index] ?? 0;
    if (!(sample >= -1 && sample <= 1)) return samples.map((value) => Math.max(-1, Math.min(1, value || 0)));
  }
  return samples;
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
