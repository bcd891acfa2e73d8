import { MPEGDecoder } from 'mpg123-decoder';
import type { PcmAudio } from './pcm-audio';

export class Mp3DecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Mp3DecodeError';
  }
}

/**
 * MP3 to mono PCM with mpg123 compiled to WebAssembly (the mpg123-decoder package: the module
 * ships inside the package, so there is no native build and no download). Frames that fail to
 * decode are skipped as players do; a file with no decodable frame is refused.
 *
 * Decoders are pooled and reused. A fresh one per file costs a new WebAssembly instance with
 * its own memory, and rendering a 20-phrase track (40 clips) that way spent more CPU collecting
 * those memories than decoding (bench/track-render.bench.ts: about 1.2 s against 0.5 s).
 */
export async function decodeMp3(bytes: Uint8Array): Promise<PcmAudio> {
  const decoder = idleDecoders.pop() ?? (await newDecoder());
  let reusable = false;
  try {
    const decoded = decoder.decode(bytes);
    if (decoded.samplesDecoded === 0) throw new Mp3DecodeError('no MPEG audio frame could be decoded');
    const samples = isMonoMp3(bytes)
      ? (decoded.channelData[0] ?? new Float32Array(0)).subarray(0, decoded.samplesDecoded)
      : mixToMono(decoded.channelData, decoded.samplesDecoded);
    reusable = true;
    return { samples, sampleRate: decoded.sampleRate };
  } finally {
    if (reusable && idleDecoders.length < MAX_IDLE_DECODERS && restartStream(decoder)) idleDecoders.push(decoder);
    else decoder.free();
  }
}

/** Enough for the renders running at once; any more are freed after use. */
const MAX_IDLE_DECODERS = 4;
const idleDecoders: MPEGDecoder[] = [];

async function newDecoder(): Promise<MPEGDecoder> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  return decoder;
}

/**
 * The parts of mpg123-decoder 1.0.3 (pinned in package.json) that its public reset() lacks:
 * reset() builds a new WebAssembly instance, while only the mpg123 handle needs replacing for
 * the next file to start from a clean stream (no leftover bytes, frames or filter state).
 */
interface DecoderInternals {
  _common: {
    wasm: {
      mpeg_frame_decoder_create(pointerCell: number, gapless: number): number;
      mpeg_frame_decoder_destroy(handle: number): void;
      free(pointer: number): void;
    };
    allocateTypedArray(
      length: number,
      type: Uint32ArrayConstructor,
      track?: boolean,
    ): { ptr: number; buf: Uint32Array };
  };
  _decoder: number;
}

/** Swaps the decoder's mpg123 handle for a new one; false if the internals are not as expected. */
function restartStream(decoder: MPEGDecoder): boolean {
  const internals = decoder as unknown as DecoderInternals;
  const wasm = internals._common?.wasm;
  if (typeof wasm?.mpeg_frame_decoder_create !== 'function' || typeof internals._decoder !== 'number') return false;
  wasm.mpeg_frame_decoder_destroy(internals._decoder);
  wasm.free(internals._decoder);
  // The cell that receives the new handle's address is freed with the decoder, like the first one.
  const cell = internals._common.allocateTypedArray(1, Uint32Array);
  // 1: gapless on, as the package's own constructor sets it.
  if (wasm.mpeg_frame_decoder_create(cell.ptr, 1) !== 0) return false;
  internals._decoder = cell.buf[0] ?? 0;
  return true;
}

/**
 * Whether the first frame header says mono (channel mode 3): mpg123 then hands out the one
 * channel twice, and the first copy is the signal as it is, with no mixing to pay for.
 */
function isMonoMp3(bytes: Uint8Array): boolean {
  let offset = 0;
  // Skip an ID3v2 tag: 10-byte header, then a size of four 7-bit bytes.
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    offset = 10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
  }
  for (; offset + 3 < bytes.length; offset++) {
    if (bytes[offset] === 0xff && ((bytes[offset + 1] ?? 0) & 0xe0) === 0xe0)
      return (bytes[offset + 3] ?? 0) >> 6 === 3;
  }
  return false;
}

/** mpg123 hands out every channel, mono sources as two equal ones; their mean is the mono signal. */
function mixToMono(channels: Float32Array[], length: number): Float32Array {
  const [first, ...others] = channels;
  if (!first) return new Float32Array(0);
  const mono = first.slice(0, length);
  if (others.length === 0) return mono;
  for (const channel of others) {
    for (let index = 0; index < length; index++) mono[index] = (mono[index] ?? 0) + (channel[index] ?? 0);
  }
  const scale = 1 / channels.length;
  for (let index = 0; index < length; index++) mono[index] = (mono[index] ?? 0) * scale;
  return mono;
}

/**
 * Samples an MP3 made by our encoder (lamejs) starts late by, as decoded by mpg123: LAME's 576
 * samples of encoder delay plus the decoder's 529. Measured in test/audio/mp3-decoder.test.ts.
 */
export const LAME_CODEC_DELAY_SAMPLES = 1105;

/**
 * Cuts the codec delay off the front and the frame padding off the end of a decoded MP3 whose
 * original length is known (the speech cache keeps it): the clip is exactly what was encoded,
 * so a track's duration is the sum of its parts and no clip brings 50–100 ms of extra silence.
 */
export function trimToEncodedLength(decoded: PcmAudio, durationSeconds: number): PcmAudio {
  const length = Math.round(durationSeconds * decoded.sampleRate);
  const start = Math.min(LAME_CODEC_DELAY_SAMPLES, Math.max(0, decoded.samples.length - length));
  return { samples: decoded.samples.subarray(start, start + length), sampleRate: decoded.sampleRate };
}
