import { RECORDING_MAX_SAMPLE_RATE, RECORDING_MIN_SAMPLE_RATE } from '@tolk/contracts/audio';
import type { PcmAudio } from './pcm-audio';

/**
 * 16-bit PCM WAV, the one audio format the server reads: the browser writes it without a codec,
 * every recognition engine accepts it, and decoding it needs no dependency.
 */

/** What is wrong with a file that is not a WAV we can read. Messages are safe to show to users. */
export type WavProblem =
  | 'not-wav' // another container (WebM, Ogg, MP3, MP4…) or no audio at all
  | 'truncated' // the file ends before a header or the data it declares
  | 'unsupported-encoding' // a real WAV, but not 16-bit PCM at 8–48 kHz
  | 'malformed'; // a WAV whose header contradicts itself

export class WavError extends Error {
  constructor(
    readonly problem: WavProblem,
    message: string,
    /** For 'not-wav': the container recognised from its magic bytes, when we know it. */
    readonly detectedFormat?: string,
  ) {
    super(message);
    this.name = 'WavError';
  }
}

export interface ParsedWav {
  /** Mixed down to mono. */
  audio: PcmAudio;
  channels: number;
  bitsPerSample: 16;
  sampleRate: number;
  /** Sample frames (one sample per channel) in the data chunk. */
  frameCount: number;
}

const FORMAT_PCM = 1;
const FORMAT_EXTENSIBLE = 0xfffe;
const STREAMING_SIZES = new Set([0, 0xffffffff]);
/** Bytes 4–15 of every KSDATAFORMAT_SUBTYPE_* GUID whose first four bytes are a plain format tag. */
const SUBFORMAT_GUID_TAIL = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];
const ENCODING_NAMES: Record<number, string> = {
  2: 'Microsoft ADPCM',
  3: 'Floating-point',
  6: 'A-law',
  7: 'µ-law',
  17: 'IMA ADPCM',
  85: 'MP3',
};

interface ChunkRef {
  offset: number;
  size: number;
}

interface WavFormat {
  channels: number;
  sampleRate: number;
}

export function parseWav(bytes: Uint8Array): ParsedWav {
  checkRiffHeader(bytes);
  const chunks = findChunks(bytes);
  const format = readFormat(bytes, chunks.format);
  return decode(bytes, format, chunks.data);
}

function checkRiffHeader(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new WavError('truncated', 'The file is empty.');
  const tag = ascii(bytes, 0, 4);
  if (bytes.length < 12 && 'RIFF'.startsWith(tag)) {
    throw new WavError('truncated', `The WAV file is truncated: it is only ${bytes.length} bytes long.`);
  }
  if (tag === 'RIFX') throw new WavError('unsupported-encoding', 'Big-endian (RIFX) WAV is not supported.');
  if (tag === 'RF64') throw new WavError('unsupported-encoding', 'RF64 WAV is not supported.');
  const form = ascii(bytes, 8, 4);
  if (tag !== 'RIFF' || form !== 'WAVE') {
    const detected = tag === 'RIFF' ? `RIFF ${form.trim()}` : sniffContainer(bytes);
    const message = detected ? `This is ${detected}, not WAV audio.` : 'This is not WAV audio.';
    throw new WavError('not-wav', message, detected);
  }
}

/** Recognises the containers browsers and phones record into, to say what was sent instead of WAV. */
function sniffContainer(bytes: Uint8Array): string | undefined {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
  if (b0 === 0x1a && b1 === 0x45 && b2 === 0xdf && b3 === 0xa3) return 'WebM';
  if (ascii(bytes, 0, 4) === 'OggS') return 'Ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'FLAC';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'MP4';
  if (ascii(bytes, 0, 3) === 'ID3') return 'MP3';
  // An MPEG audio frame starts with 11 set bits; layer bits 00 there mean AAC in ADTS instead.
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0) return (b1 & 0x06) === 0 ? 'AAC' : 'MP3';
  return undefined;
}

/**
 * Walks the chunks after the RIFF header until it has both `fmt ` and `data`, skipping any other
 * (LIST, fact, bext…). The RIFF size field is ignored: streaming writers leave it 0 or 0xFFFFFFFF,
 * and a truncated file is caught by the data chunk not fitting.
 */
function findChunks(bytes: Uint8Array): { format: ChunkRef; data: ChunkRef } {
  let format: ChunkRef | undefined;
  let data: ChunkRef | undefined;
  let offset = 12;
  while (!(format && data)) {
    if (offset + 8 > bytes.length) {
      const missing = format ? 'data' : 'fmt';
      throw new WavError('truncated', `The WAV file is truncated: it ends before its ${missing} chunk.`);
    }
    const id = ascii(bytes, offset, 4);
    if (!/^[\x20-\x7e]{4}$/.test(id)) {
      throw new WavError('malformed', `The WAV file is broken: no chunk header at byte ${offset}.`);
    }
    const chunk = { offset: offset + 8, size: chunkSize(bytes, offset, id) };
    if (id === 'fmt ') format = chunk;
    if (id === 'data') data = chunk;
    // Chunks are word-aligned: an odd-sized chunk is followed by one pad byte.
    offset = chunk.offset + chunk.size + (chunk.size % 2);
  }
  return { format, data };
}

function chunkSize(bytes: Uint8Array, headerOffset: number, id: string): number {
  const declared = view(bytes).getUint32(headerOffset + 4, true);
  const remaining = bytes.length - headerOffset - 8;
  // A recorder that streams cannot know the length when it writes the header, so it leaves a
  // placeholder; the data then runs to the end of the file.
  if (id === 'data' && STREAMING_SIZES.has(declared)) return remaining;
  if (declared > remaining) {
    throw new WavError(
      'truncated',
      `The WAV file is truncated: its '${id.trim()}' chunk declares ${declared} bytes but only ${remaining} follow.`,
    );
  }
  return declared;
}

function readFormat(bytes: Uint8Array, chunk: ChunkRef): WavFormat {
  if (chunk.size < 16) {
    throw new WavError('malformed', `The WAV file is broken: its fmt chunk is only ${chunk.size} bytes.`);
  }
  const header = view(bytes);
  const tag = header.getUint16(chunk.offset, true);
  const channels = header.getUint16(chunk.offset + 2, true);
  const sampleRate = header.getUint32(chunk.offset + 4, true);
  const blockAlign = header.getUint16(chunk.offset + 12, true);
  const bitsPerSample = header.getUint16(chunk.offset + 14, true);
  const encoding = tag === FORMAT_EXTENSIBLE ? extensibleEncoding(bytes, chunk) : tag;
  if (encoding !== FORMAT_PCM) {
    const name = ENCODING_NAMES[encoding] ?? `Encoding ${encoding}`;
    throw new WavError('unsupported-encoding', `${name} WAV is not supported.`);
  }
  if (bitsPerSample !== 16) {
    throw new WavError('unsupported-encoding', `${bitsPerSample}-bit PCM WAV is not supported.`);
  }
  if (channels === 0) throw new WavError('malformed', 'The WAV file is broken: it declares 0 channels.');
  if (blockAlign !== channels * 2) {
    throw new WavError(
      'malformed',
      `The WAV file is broken: block size ${blockAlign} does not match ${channels} channel(s) of 16 bits.`,
    );
  }
  if (sampleRate < RECORDING_MIN_SAMPLE_RATE || sampleRate > RECORDING_MAX_SAMPLE_RATE) {
    throw new WavError(
      'unsupported-encoding',
      `A sample rate of ${sampleRate} Hz is not supported; use ${RECORDING_MIN_SAMPLE_RATE}–${RECORDING_MAX_SAMPLE_RATE} Hz.`,
    );
  }
  return { channels, sampleRate };
}

/** WAVE_FORMAT_EXTENSIBLE keeps the real encoding in a GUID whose first bytes are the plain tag. */
function extensibleEncoding(bytes: Uint8Array, chunk: ChunkRef): number {
  if (chunk.size < 40) {
    throw new WavError('malformed', `The WAV file is broken: its extensible fmt chunk is only ${chunk.size} bytes.`);
  }
  const guid = chunk.offset + 24;
  const isStandard = SUBFORMAT_GUID_TAIL.every((byte, index) => bytes[guid + 4 + index] === byte);
  if (!isStandard) throw new WavError('unsupported-encoding', 'A vendor-specific WAV encoding is not supported.');
  return view(bytes).getUint32(guid, true);
}

/** Averages the channels: recognition and voice detection need one signal, not a stereo image. */
function decode(bytes: Uint8Array, format: WavFormat, data: ChunkRef): ParsedWav {
  const { channels, sampleRate } = format;
  // A trailing partial frame (a writer rounding the size to even) carries no whole sample: drop it.
  const frameCount = Math.floor(data.size / (channels * 2));
  const samples = new Float32Array(frameCount);
  const source = view(bytes);
  let offset = data.offset;
  for (let frame = 0; frame < frameCount; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++, offset += 2) sum += source.getInt16(offset, true);
    samples[frame] = sum / channels / 32768;
  }
  return { audio: { samples, sampleRate }, channels, bitsPerSample: 16, sampleRate, frameCount };
}

/** 16-bit mono PCM WAV with the canonical 44-byte header. Samples outside [-1, 1] are clipped. */
export function encodeWav(audio: PcmAudio): Uint8Array {
  if (!Number.isInteger(audio.sampleRate) || audio.sampleRate <= 0) {
    throw new RangeError(`Sample rate must be a positive integer, got ${audio.sampleRate}`);
  }
  const dataBytes = audio.samples.length * 2;
  if (44 + dataBytes > 0xffffffff) throw new RangeError('Audio too long for a WAV file');
  const bytes = new Uint8Array(44 + dataBytes);
  const out = view(bytes);
  writeAscii(bytes, 0, 'RIFF');
  out.setUint32(4, 36 + dataBytes, true);
  writeAscii(bytes, 8, 'WAVEfmt ');
  out.setUint32(16, 16, true);
  out.setUint16(20, FORMAT_PCM, true);
  out.setUint16(22, 1, true);
  out.setUint32(24, audio.sampleRate, true);
  out.setUint32(28, audio.sampleRate * 2, true);
  out.setUint16(32, 2, true);
  out.setUint16(34, 16, true);
  writeAscii(bytes, 36, 'data');
  out.setUint32(40, dataBytes, true);
  audio.samples.forEach((sample, index) => {
    out.setInt16(44 + index * 2, toInt16(sample), true);
  });
  return bytes;
}

/**
 * The same scale as decoding (÷32768), so decode → encode reproduces the bytes exactly;
 * +1.0 clips to 32767. NaN becomes silence.
 */
function toInt16(sample: number): number {
  const scaled = Number.isNaN(sample) ? 0 : Math.round(sample * 32768);
  return Math.max(-32768, Math.min(32767, scaled));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function writeAscii(bytes: Uint8Array, offset: number, text: string): void {
  for (let index = 0; index < text.length; index++) bytes[index + offset] = text.charCodeAt(index);
}
