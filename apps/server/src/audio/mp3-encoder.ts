import { Mp3Encoder } from '@breezystack/lamejs';
import type { PcmAudio } from './pcm-audio';

/** Bitrates valid at every MP3 sample rate (MPEG-1, 2 and 2.5 share these). */
export type Mp3Bitrate = 32 | 48 | 64 | 96 | 128;

export interface Mp3Options {
  /** Constant bitrate in kbit/s. 64 keeps mono speech clear at about 8 KB a second. */
  bitrateKbps?: Mp3Bitrate;
}

/** LAME's natural block: one MPEG-1 Layer III frame of samples. */
const BLOCK_SAMPLES = 1152;

/**
 * Mono constant-bitrate MP3 in pure JavaScript (lamejs, a port of LAME), for storage and
 * playback in any browser. MP3 allows only 8–48 kHz in nine steps; LAME keeps any of those
 * (eSpeak's 22.05 kHz, OpenAI's and ElevenLabs' 24 kHz) and resamples other rates to the nearest.
 */
export function encodeMp3(audio: PcmAudio, options: Mp3Options = {}): Uint8Array {
  return concatenate([...encodeFrames(audio, options)]);
}

/** Blocks encoded between two turns of the event loop: about a second of speech, some 20 ms of work. */
const BLOCKS_PER_SLICE = 20;

/**
 * The same MP3, encoded in slices with the event loop let through in between: a long text
 * (minutes of speech) must not stall every other request for seconds.
 */
export async function encodeMp3InSlices(audio: PcmAudio, options: Mp3Options = {}): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (const part of encodeFrames(audio, options)) {
    parts.push(part);
    if (parts.length % BLOCKS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return concatenate(parts);
}

function* encodeFrames(audio: PcmAudio, options: Mp3Options): Generator<Uint8Array> {
  const encoder = new Mp3Encoder(1, audio.sampleRate, options.bitrateKbps ?? 64);
  const samples = toInt16(audio.samples);
  for (let start = 0; start < samples.length; start += BLOCK_SAMPLES) {
    yield asBytes(encoder.encodeBuffer(samples.subarray(start, start + BLOCK_SAMPLES)));
  }
  yield asBytes(encoder.flush());
}

/** Clipped rather than wrapped: a sample past full scale must not flip sign into a loud click. */
function toInt16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const sample = Math.max(-1, Math.min(1, samples[index] || 0));
    pcm[index] = Math.round(sample < 0 ? sample * 32768 : sample * 32767);
  }
  return pcm;
}

/** lamejs hands out Int8Array whatever its typings say; the bytes are the same. */
function asBytes(chunk: ArrayBufferView): Uint8Array {
  return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
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
