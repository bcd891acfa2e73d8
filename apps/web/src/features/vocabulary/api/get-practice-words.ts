import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { PRACTICE_WORDS_DEFAULT, type PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * GET practice-words: a round of words (due first, then new), answered in `targetLanguage`, each
 * with the answers the check accepts. A session loads 10 (docs/product.md, Vocabulary).
 */
export function getPracticeWords(options: {
  targetLanguage: LanguageCode;
  limit?: number;
  signal?: AbortSignal;
}): Promise<PracticeWordsResponse> {
  return callEndpoint(vocabularyEndpoints.practiceWords, {
    query: { limit: options.limit ?? PRACTICE_WORDS_DEFAULT, targetLanguage: options.targetLanguage },
    signal: options.signal,
  });
}
