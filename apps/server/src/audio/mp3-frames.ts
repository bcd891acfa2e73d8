/**
 * A reader of MP3 (MPEG audio Layer III) frame headers, written from the ISO 11172-3 / 13818-3 layout: what the
 * encoder wrote, frame by frame, so a track joined from separately encoded clips knows its exact length.
 */

export interface Mp3Frame {
  offset: number;
  version: '1' | '2' | '2.5';
  bitrateKbps: number;
  sampleRate: number;
  mono: boolean;
  /** Whole frame in bytes, header included. */
  length: number;
  /** PCM samples the frame decodes to. */
  samples: number;
}

const VERSIONS = { 0: '2.5', 2: '2', 3: '1' } as const;
const SAMPLE_RATES = { '1': [44100, 48000, 32000], '2': [22050, 24000, 16000], '2.5': [11025, 12000, 8000] };
const BITRATES = {
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  lsf: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const LAYER_III = 0b01;
const MONO = 0b11;

/** Every frame from the first byte to the last; throws at anything that is not a Layer III header. */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const frame = readHeader(bytes, offset);
    if (offset + frame.length > bytes.length) throw new Error(`frame at ${offset} runs past the end`);
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

export function readHeader(bytes: Uint8Array, offset: number): Mp3Frame {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(offset, offset + 4);
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
  const version = VERSIONS[((b1 >> 3) & 0b11) as keyof typeof VERSIONS];
  if (!version) throw new Error(`reserved MPEG version at byte ${offset}`);
  if (((b1 >> 1) & 0b11) !== LAYER_III) throw new Error(`not Layer III at byte ${offset}`);
  const bitrateKbps = (version === '1' ? BITRATES['1'] : BITRATES.lsf)[b2 >> 4] ?? 0;
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0b11] ?? 0;
  if (bitrateKbps === 0 || sampleRate === 0) throw new Error(`free or reserved bitrate/rate at byte ${offset}`);
  const samples = version === '1' ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, version, bitrateKbps, sampleRate, mono: b3 >> 6 === MONO, length, samples };
}

/** How long the frames play: every frame decodes to a fixed number of samples. */
export function mp3Seconds(bytes: Uint8Array): number {
  return readMp3Frames(bytes).reduce((total, frame) => total + frame.samples / frame.sampleRate, 0);
}
