import { speechEndpoints } from '@tolk/contracts/endpoints/translation';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { TextToSpeechResponse } from '@tolk/contracts/speech';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST /api/text-to-speech: the translation spoken in its language, as base64 MP3. */
export function textToSpeech(options: { text: string; languageCode: LanguageCode }): Promise<TextToSpeechResponse> {
  return callEndpoint(speechEndpoints.textToSpeech, { body: options });
}
