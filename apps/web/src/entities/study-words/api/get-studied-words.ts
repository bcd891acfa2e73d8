import { STUDIED_WORDS_MAX, type StudiedWordsRequest } from '@tolk/contracts/dictionary';
import { dictionaryEndpoints } from '@tolk/contracts/endpoints/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import DataLoader from 'dataloader';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST studied-words: which of these words are on the learner's study list (lowercased). */
export async function getStudiedWords(body: StudiedWordsRequest): Promise<string[]> {
  const response = await callEndpoint(dictionaryEndpoints.studiedWords, { body });
  return response.studied;
}

interface WordKey {
  language: LanguageCode;
  word: string;
}

/**
 * Every text on a screen asks about its words at once (a list of phrases has two texts a row), so
 * the asks of one tick are batched: one call per language, of at most STUDIED_WORDS_MAX words.
 * No cache of its own: TanStack Query keeps the answers, and a refetch must reach the server.
 */
const studiedWordsLoader = new DataLoader<WordKey, boolean, string>(
  async (keys) => {
    const byLanguage = new Map<LanguageCode, Set<string>>();
    for (const { language, word } of keys) {
      const words = byLanguage.get(language) ?? new Set<string>();
      words.add(word);
      byLanguage.set(language, words);
    }
    const studied = new Map<LanguageCode, Set<string>>();
    await Promise.all(
      [...byLanguage].map(async ([language, words]) => {
        const list = [...words];
        const found = new Set<string>();
        const calls: Promise<void>[] = [];
        for (let start = 0; start < list.length; start += STUDIED_WORDS_MAX) {
          const chunk = list.slice(start, start + STUDIED_WORDS_MAX);
          calls.push(
            getStudiedWords({ language, words: chunk }).then((answer) => {
              for (const word of answer) found.add(word);
            }),
          );
        }
        await Promise.all(calls);
        studied.set(language, found);
      }),
    );
    return keys.map(({ language, word }) => studied.get(language)?.has(word.toLowerCase()) ?? false);
  },
  { cache: false, cacheKeyFn: ({ language, word }) => `${language}\u0000${word}` },
);

/** The words of one text that are studied, asked together with every other text of the same tick. */
export async function findStudiedWords(language: LanguageCode, words: readonly string[]): Promise<string[]> {
  const answers = await studiedWordsLoader.loadMany(words.map((word) => ({ language, word })));
  return words.filter((_, index) => answers[index] === true);
}
