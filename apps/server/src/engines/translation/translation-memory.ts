import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translationMemory } from '../../db/schema';
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

export function createTranslationMemory(db: Database): TranslationMemory {
  return {
    async recall({ engine, from, to, text }) {
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
    },
    async remember({ engine, from, to, text }, translation) {
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
    },
  };
}
