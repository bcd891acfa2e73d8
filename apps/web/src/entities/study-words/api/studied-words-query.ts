import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@tolk/contracts/languages';
import { userDataKey } from '../../../shared/api/user-data-key';

/** The key of every studied-words answer of one language (or of all), for refreshing the marks. */
export const studiedWordsKey = (language?: LanguageCode) =>
  language ? ([...userDataKey, 'studied-words', language] as const) : ([...userDataKey, 'studied-words'] as const);

/**
 * Which words of one text are studied. The fetcher (and its batching) is a chunk of its own, loaded
 * with the first text: every translator shows clickable text, so its first load stays small.
 */
export const studiedWordsQueryOptions = (language: LanguageCode, words: readonly string[]) =>
  queryOptions({
    queryKey: [...studiedWordsKey(language), [...words].sort()] as const,
    queryFn: async () => {
      const { findStudiedWords } = await import('./get-studied-words');
      return new Set((await findStudiedWords(language, words)).map((word) => word.toLowerCase()));
    },
    enabled: words.length > 0,
  });

/** The studied words of a text, lowercased; empty while unknown (a failed ask marks nothing). */
export function useStudiedWords(language: LanguageCode, words: readonly string[]): ReadonlySet<string> {
  const { data } = useQuery(studiedWordsQueryOptions(language, words));
  return data ?? NO_WORDS;
}

const NO_WORDS: ReadonlySet<string> = new Set();
