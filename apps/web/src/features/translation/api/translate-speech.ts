import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { SpeechTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import { apiRequest } from '../../../shared/api/api-client';

/** POST /api/speech-translate: a 16 kHz mono WAV recording and the direction, as multipart. */
export function translateSpeech(options: { wav: Blob; pair: LanguagePair }): Promise<SpeechTranslateResponse> {
  const form = new FormData();
  form.append('direction', options.pair.value);
  form.append('audio', options.wav, 'recording.wav');
  return apiRequest(translationPaths.speech, {
    method: 'POST',
    auth: true,
    body: form,
    schema: SpeechTranslateResponse,
  });
}
