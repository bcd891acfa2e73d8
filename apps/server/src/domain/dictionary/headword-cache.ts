import type { LanguageCode } from '@tolk/contracts/languages';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { findHeadword, type HeadwordMatch } from './find-headword';
import { wordKey } from './word-key';

export interface HeadwordCache {
  /** findHeadword, answered from memory while the answer is fresh. */
  find(options: { db: Database; language: LanguageCode; word: string }): Promise<HeadwordMatch | null>;
  /** Forgets every answer: after an import changed the lexicon. */
  clear(): void;
}

/** Distinct (language, word) answers kept: the words a class of learners clicks, a few KB each. */
const CAPACITY = 5_000;
/** How long an answer (or a 'no source knows it') is trusted: an import shows within a minute. */
const TTL_MS = 60_000;

/**
 * The lexicon changes only when a file is imported, while the same common words are clicked all
 * day: look-ups are kept in memory, so a clicked word costs the study-list write alone. Known and
 * unknown words alike, for a minute (or until clear()); concurrent misses of one word share one query.
 */
export function createHeadwordCache(options: { capacity?: number; ttlMs?: number } = {}): HeadwordCache {
  const cache = new LRUCache<string, Promise<{ match: HeadwordMatch | null }>>({
    max: options.capacity ?? CAPACITY,
    ttl: options.ttlMs ?? TTL_MS,
  });
  return {
    async find({ db, language, word }) {
      const key = `${language}\u0000${wordKey(word)}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = findHeadword({ db, language, word }).then((match) => ({ match }));
        cache.set(key, answer);
        // A failed query (the database restarting) is not an answer to keep.
        answer.catch(() => cache.delete(key));
      }
      return (await answer).match;
    },
    clear: () => cache.clear(),
  };
}
