import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { TextTranslateResponse } from '@tolk/contracts/translation';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST /api/text-translate: the text in the pair's direction ('source-target'). */
export function translateText(options: { text: string; pair: LanguagePair }): Promise<TextTranslateResponse> {
  return callEndpoint(translationEndpoints.translateText, {
    body: { text: options.text, direction: options.pair.value },
  });
}
