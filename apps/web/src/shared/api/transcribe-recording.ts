import { speechEndpoints } from '@tolk/contracts/endpoints/translation';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { TranscribeResponse } from '@tolk/contracts/speech';
import { callEndpoint } from './call-endpoint';

/** POST /api/audio/transcribe: a 16 kHz mono WAV recording and its language, as multipart (the dialogue
 * microphone and voice cloning). */
export function transcribeRecording(options: { wav: Blob; languageCode: LanguageCode }): Promise<TranscribeResponse> {
  const form = new FormData();
  form.append('languageCode', options.languageCode);
  form.append('audio', options.wav, 'recording.wav');
  return callEndpoint(speechEndpoints.transcribe, { body: form });
}
