import type { DifficultyLevel } from '@tolk/contracts/dictionary';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { WordSuggestionsResponse } from '@tolk/contracts/vocabulary-suggestions';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export interface SuggestionSearch {
  language: LanguageCode;
  topic: string;
  difficulty: DifficultyLevel | '';
  interfaceLanguage: InterfaceLanguage;
}

/** GET word-suggestions: new words in a language, at a level, about a topic, from frequency and CEFR data. */
export function getWordSuggestions(search: SuggestionSearch, signal?: AbortSignal): Promise<WordSuggestionsResponse> {
  const topic = search.topic.trim();
  return callEndpoint(vocabularyEndpoints.wordSuggestions, {
    query: {
      language: search.language,
      interfaceLanguage: search.interfaceLanguage,
      difficulty: search.difficulty || undefined,
      topic: topic || undefined,
    },
    signal,
  });
}
