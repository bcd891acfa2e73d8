import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { SpeechReviewResponse } from '@tolk/contracts/vocabulary-practice';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * POST heard-review/{id}: the words the browser's recogniser heard review the word's card, compared
 * as speech-review's recording would be (the server has no recogniser for the language).
 */
export function postHeardReview(options: {
  id: string;
  recognizedText: string;
  expectedLanguage: LanguageCode;
  durationMs: number;
}): Promise<SpeechReviewResponse> {
  return callEndpoint(vocabularyEndpoints.heardReview, {
    params: { id: options.id },
    body: {
      recognizedText: options.recognizedText,
      expectedLanguage: options.expectedLanguage,
      durationMs: Math.max(0, Math.round(options.durationMs)),
    },
  });
}
