import type { LanguageCode } from '@tolk/contracts/languages';
import { speechPaths, TranscribeResponse } from '@tolk/contracts/speech';
import { apiRequest } from './api-client';

/** POST /api/audio/transcribe: a 16 kHz mono WAV recording and its language, as multipart (the dialogue
 * microphone and voice cloning). */
export function transcribeRecording(options: { wav: Blob; languageCode: LanguageCode }): Promise<TranscribeResponse> {
  const form = new FormData();
  form.append('languageCode', options.languageCode);
  form.append('audio', options.wav, 'recording.wav');
  return apiRequest(speechPaths.transcribe, { method: 'POST', auth: true, body: form, schema: TranscribeResponse });
}
