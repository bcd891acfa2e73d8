import type { LanguageCode } from '@tolk/contracts/languages';
import { SpeechReviewResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

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
  return apiRequest(vocabularyPaths.heardReview(options.id), {
    method: 'POST',
    auth: true,
    body: {
      recognizedText: options.recognizedText,
      expectedLanguage: options.expectedLanguage,
      durationMs: Math.max(0, Math.round(options.durationMs)),
    },
    schema: SpeechReviewResponse,
  });
}
