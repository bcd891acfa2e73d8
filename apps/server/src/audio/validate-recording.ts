import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS } from '@tolk/contracts/audio';
import { AppError } from '../errors/app-error';
import { type ParsedWav, parseWav, WavError, type WavProblem } from './wav';

/** Other audio is 415 (send something else); a WAV that contradicts itself is 400 (send it again). */
const CODE_BY_PROBLEM = {
  'not-wav': 'UNSUPPORTED_MEDIA_TYPE',
  'unsupported-encoding': 'UNSUPPORTED_MEDIA_TYPE',
  truncated: 'VALIDATION_FAILED',
  malformed: 'VALIDATION_FAILED',
} as const satisfies Record<WavProblem, 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED'>;

const SEND_WAV = 'Send the recording as 16-bit PCM WAV, the format Tolk’s recorder produces in the browser.';

/**
 * The server-boundary check of an uploaded recording: size first (cheap, before any parsing),
 * then the WAV header, then the duration. Returns the decoded audio for voice detection and the
 * engines; throws AppError with a message the user can act on.
 */
export function validateRecording(bytes: Uint8Array): ParsedWav {
  checkSize(bytes);
  const wav = parseRecording(bytes);
  checkDuration(wav);
  return wav;
}

function checkSize(bytes: Uint8Array): void {
  if (bytes.length <= RECORDING_MAX_BYTES) return;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `Recording is too large (${megabytes(bytes.length)} MB); the limit is ${megabytes(RECORDING_MAX_BYTES)} MB.`,
  );
}

function parseRecording(bytes: Uint8Array): ParsedWav {
  try {
    return parseWav(bytes);
  } catch (error) {
    if (!(error instanceof WavError)) throw error;
    const code = CODE_BY_PROBLEM[error.problem];
    const message = code === 'UNSUPPORTED_MEDIA_TYPE' ? unsupportedMessage(error) : error.message;
    throw new AppError(code, message, { detail: `wav ${error.problem}`, fieldErrors: { audio: message } });
  }
}

function unsupportedMessage(error: WavError): string {
  if (error.problem === 'not-wav') {
    return `Unsupported audio format${error.detectedFormat ? ` (${error.detectedFormat})` : ''}. ${SEND_WAV}`;
  }
  return `${error.message} ${SEND_WAV}`;
}

/**
 * Compared in samples with half a sample of slack, so a file of exactly 0.3 s or 120 s is not
 * refused because 0.3 × 44,100 is not exact in floating point.
 */
function checkDuration({ frameCount, sampleRate }: ParsedWav): void {
  const seconds = frameCount / sampleRate;
  let message: string | undefined;
  if (frameCount + 0.5 < RECORDING_MIN_SECONDS * sampleRate) {
    // Rounded away from the limit, so the message never shows a duration equal to it.
    message = `Recording is too short (${(Math.floor(seconds * 100) / 100).toFixed(2)} s); speak for at least ${RECORDING_MIN_SECONDS} seconds.`;
  } else if (frameCount - 0.5 > RECORDING_MAX_SECONDS * sampleRate) {
    message = `Recording is too long (${(Math.ceil(seconds * 10) / 10).toFixed(1)} s); the limit is ${RECORDING_MAX_SECONDS} seconds.`;
  }
  if (message) throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { audio: message } });
}

/** What a recording over the byte cap is told, also when the upload stops streaming at the cap. */
export const RECORDING_TOO_LARGE_MESSAGE = `Recording is too large; the limit is ${megabytes(RECORDING_MAX_BYTES)} MB.`;

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}
