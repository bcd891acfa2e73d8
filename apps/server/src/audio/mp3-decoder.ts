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
 * ships inside the package, so there is no native build and no download). A fresh decoder per
 * file keeps concurrent renders apart; the compiled module itself is cached by the package.
 * Frames that fail to decode are skipped as players do; a file with no decodable frame is refused.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<PcmAudio> {
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    const decoded = decoder.decode(bytes);
    if (decoded.samplesDecoded === 0) throw new Mp3DecodeError('no MPEG audio frame could be decoded');
    return { samples: mixToMono(decoded.channelData, decoded.samplesDecoded), sampleRate: decoded.sampleRate };
  } finally {
    decoder.free();
  }
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
