import type { DifficultyLevel } from '@tolk/contracts/dictionary';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import { vocabularyPaths, WordSuggestionsResponse } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

export interface SuggestionSearch {
  language: LanguageCode;
  topic: string;
  difficulty: DifficultyLevel | '';
  interfaceLanguage: InterfaceLanguage;
}

/** GET word-suggestions: new words in a language, at a level, about a topic, from frequency and CEFR data. */
export function getWordSuggestions(search: SuggestionSearch, signal?: AbortSignal): Promise<WordSuggestionsResponse> {
  const query = new URLSearchParams({ language: search.language, interfaceLanguage: search.interfaceLanguage });
  if (search.difficulty) query.set('difficulty', search.difficulty);
  if (search.topic.trim()) query.set('topic', search.topic.trim());
  return apiRequest(`${vocabularyPaths.wordSuggestions}?${query}`, {
    auth: true,
    schema: WordSuggestionsResponse,
    signal,
  });
}
