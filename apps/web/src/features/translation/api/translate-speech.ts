import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { SpeechTranslateResponse } from '@tolk/contracts/translation';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST /api/speech-translate: a 16 kHz mono WAV recording and the direction, as multipart. */
export function translateSpeech(options: { wav: Blob; pair: LanguagePair }): Promise<SpeechTranslateResponse> {
  const form = new FormData();
  form.append('direction', options.pair.value);
  form.append('audio', options.wav, 'recording.wav');
  return callEndpoint(translationEndpoints.translateSpeech, { body: form });
}
