import type { LanguageCode } from '@tolk/contracts/languages';
import { speechPaths, TextToSpeechResponse } from '@tolk/contracts/speech';
import { apiRequest } from '../../../shared/api/api-client';

/** POST /api/text-to-speech: the translation spoken in its language, as base64 MP3. */
export function textToSpeech(options: { text: string; languageCode: LanguageCode }): Promise<TextToSpeechResponse> {
  return apiRequest(speechPaths.textToSpeech, {
    method: 'POST',
    auth: true,
    body: options,
    schema: TextToSpeechResponse,
  });
}
