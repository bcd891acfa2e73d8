import type { AudioFormat } from './audio-format';
import { decodeMp3 } from './mp3-decoder';
import type { PcmAudio } from './pcm-audio';
import { parseWav } from './wav';

/** Formats the server can turn into samples without a codec it does not ship. */
export const DECODABLE_FORMATS: ReadonlySet<AudioFormat> = new Set(['wav', 'mp3']);

/**
 * A stored or uploaded clip as mono PCM: WAV (16-bit PCM) and MP3. WebM, Ogg and MP4 recordings
 * give undefined: decoding Opus or AAC would need more codecs than this is worth, and a phrase's
 * clip in those formats is spoken again from its text instead (docs/decisions, track rendering).
 * Throws WavError or Mp3DecodeError for a damaged file.
 */
export async function decodeClip(bytes: Uint8Array, format: AudioFormat): Promise<PcmAudio | undefined> {
  if (format === 'wav') return parseWav(bytes).audio;
  if (format === 'mp3') return decodeMp3(bytes);
  return undefined;
}
