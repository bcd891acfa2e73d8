import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translationMemory } from '../../db/schema/translation';
import { textHash } from './normalise-text';

export interface MemoryKey {
  engine: string;
  from: LanguageCode;
  to: LanguageCode;
  /** Already normalised with normaliseText(). */
  text: string;
}

/** Translations already made, in the database, so they survive restarts and serve every user. */
export interface TranslationMemory {
  recall(key: MemoryKey): Promise<string | undefined>;
  remember(key: MemoryKey, translation: string): Promise<void>;
}

/**
 * Recent translations kept in process too: they never change, so this cache cannot go stale.
 * Keyed by the text's hash and bounded, so at most a few megabytes for everyday phrases.
 */
const RECENT_ENTRIES = 2000;

export function createTranslationMemory(db: Database): TranslationMemory {
  const recent = new Map<string, string>();
  const keep = (key: string, translation: string) => {
    recent.delete(key);
    recent.set(key, translation);
    // Map iteration order is insertion order: the first key is the least recently used.
    if (recent.size > RECENT_ENTRIES) recent.delete(recent.keys().next().value as string);
  };
  const cacheKey = ({ engine, from, to, text }: MemoryKey) => `${engine}|${from}|${to}|${textHash(text)}`;

  return {
    async recall(key) {
      const cached = recent.get(cacheKey(key));
      if (cached !== undefined) {
        keep(cacheKey(key), cached);
        return cached;
      }
      const stored = await recallStored(db, key);
      if (stored !== undefined) keep(cacheKey(key), stored);
      return stored;
    },
    async remember(key, translation) {
      const { engine, from, to, text } = key;
      await db
        .insert(translationMemory)
        .values({
          engine,
          sourceLanguage: from,
          targetLanguage: to,
          sourceHash: textHash(text),
          sourceText: text,
          translation,
        })
        .onConflictDoNothing();
      keep(cacheKey(key), translation);
    },
  };
}

async function recallStored(db: Database, { engine, from, to, text }: MemoryKey): Promise<string | undefined> {
  const [row] = await db
    .select({ translation: translationMemory.translation })
    .from(translationMemory)
    .where(
      and(
        eq(translationMemory.engine, engine),
        eq(translationMemory.sourceLanguage, from),
        eq(translationMemory.targetLanguage, to),
        eq(translationMemory.sourceHash, textHash(text)),
      ),
    )
    .limit(1);
  return row?.translation;
}
