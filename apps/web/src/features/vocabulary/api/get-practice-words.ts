import type { LanguageCode } from '@tolk/contracts/languages';
import { PRACTICE_WORDS_DEFAULT, PracticeWordsResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * GET practice-words: a round of words (due first, then new), answered in `targetLanguage`, each
 * with the answers the check accepts. A session loads 10 (docs/product.md, Vocabulary).
 */
export function getPracticeWords(options: {
  targetLanguage: LanguageCode;
  limit?: number;
  signal?: AbortSignal;
}): Promise<PracticeWordsResponse> {
  const query = new URLSearchParams({
    limit: String(options.limit ?? PRACTICE_WORDS_DEFAULT),
    targetLanguage: options.targetLanguage,
  });
  return apiRequest(`${vocabularyPaths.practiceWords}?${query}`, {
    auth: true,
    schema: PracticeWordsResponse,
    signal: options.signal,
  });
}
