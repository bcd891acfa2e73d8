import type { LanguageCode } from '@tolk/contracts/languages';
import { LRUCache } from 'lru-cache';
import type { Pronouncer, Pronunciation } from './pronouncer';

/**
 * A pronouncer that remembers its last answers: the dictionary asks for the same popular words
 * again and again, and each answer is a round trip to the eSpeak NG thread. Failures are not kept,
 * so a word the thread could not answer is asked again next time.
 */
export function cachedPronouncer(pronouncer: Pronouncer, options: { max: number }): Pronouncer {
  const answers = new LRUCache<string, Promise<Pronunciation>>({ max: options.max });
  return {
    pronounce(word: string, language: LanguageCode) {
      const key = `${language}\u0000${word}`;
      const known = answers.get(key);
      if (known) return known;
      const answer = pronouncer.pronounce(word, language);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
      return answer;
    },
  };
}
