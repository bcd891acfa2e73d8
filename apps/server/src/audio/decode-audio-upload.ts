import { PHRASE_AUDIO_MAX_BYTES } from '@tolk/contracts/limits';
import { AppError } from '../errors/app-error';
import { type AudioFormat, sniffAudioFormat } from './audio-format';
import { parseWav, WavError } from './wav';

export interface AudioUpload {
  bytes: Uint8Array;
  format: AudioFormat;
}

const DATA_URL = /^data:[^,]*?,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const ACCEPTED = 'Send MP3, WAV (16-bit PCM), WebM, Ogg or MP4 (M4A) audio.';

/**
 * An audio clip sent as base64 in a JSON body, bare or as a data URL. Empty means no clip.
 * Checks, cheapest first: the size (from the text length, before decoding), the base64
 * alphabet, then the real format from the decoded bytes; the data URL's declared type is ignored.
 * `field` names the body field in the error, `label` names the clip in the message.
 */
export function decodeAudioUpload(
  value: string | null | undefined,
  field: string,
  label: string,
): AudioUpload | undefined {
  if (!value) return undefined;
  const refuse = (code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) =>
    new AppError(code, message, { fieldErrors: { [field]: message } });

  const prefix = DATA_URL.exec(value.slice(0, 256))?.[0];
  if (prefix !== undefined && !prefix.endsWith(';base64,'))
    throw refuse('VALIDATION_FAILED', `${label} must be base64-encoded.`);
  const base64 = (prefix ? value.slice(prefix.length) : value).replace(/\s+/g, '');
  if (base64.length === 0) return undefined;

  const decodedLength =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decodedLength > PHRASE_AUDIO_MAX_BYTES) {
    throw refuse(
      'PAYLOAD_TOO_LARGE',
      `${label} is too large (${megabytes(decodedLength)} MB); the limit is ${megabytes(PHRASE_AUDIO_MAX_BYTES)} MB.`,
    );
  }
  if (base64.length % 4 === 1 || !BASE64.test(base64))
    throw refuse('VALIDATION_FAILED', `${label} is not valid base64.`);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));

  const sniffed = sniffAudioFormat(bytes);
  if (!sniffed.format) {
    const what = sniffed.recognised ? ` (${sniffed.recognised})` : '';
    throw refuse('UNSUPPORTED_MEDIA_TYPE', `${label} is in an unsupported format${what}. ${ACCEPTED}`);
  }
  if (sniffed.format === 'wav') checkWav(bytes, refuse, label);
  return { bytes, format: sniffed.format };
}

function checkWav(
  bytes: Uint8Array,
  refuse: (code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE', message: string) => AppError,
  label: string,
): void {
  try {
    parseWav(bytes);
  } catch (error) {
    if (!(error instanceof WavError)) throw error;
    if (error.problem === 'unsupported-encoding' || error.problem === 'not-wav') {
      throw refuse('UNSUPPORTED_MEDIA_TYPE', `${label}: ${error.message} ${ACCEPTED}`);
    }
    throw refuse('VALIDATION_FAILED', `${label}: ${error.message}`);
  }
}

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}
