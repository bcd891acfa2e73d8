import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { TextTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import { apiRequest } from '../../../shared/api/api-client';

/** POST /api/text-translate: the text in the pair's direction ('source-target'). */
export function translateText(options: { text: string; pair: LanguagePair }): Promise<TextTranslateResponse> {
  return apiRequest(translationPaths.text, {
    method: 'POST',
    auth: true,
    body: { text: options.text, direction: options.pair.value },
    schema: TextTranslateResponse,
  });
}
