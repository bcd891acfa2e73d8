import type { Phrase } from '@tolk/contracts/phrases';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PhraseRow, phrases } from '../../db/schema/phrases';
import { presentPhrase } from './present-phrase';

/** A phrase row as json_build_object writes it: the same fields, the timestamp as text. */
type PhraseJson = Omit<PhraseRow, 'createdAt'> & { createdAt: string };

/**
 * A user's phrases, newest first, as the API presents them. PostgreSQL assembles the list into
 * one JSON value: the embedded database hands over one value much faster than a thousand rows of
 * twelve columns (13 ms against 6 ms for 1,000 phrases, bench/phrases-list.bench.ts).
 */
export async function listUserPhrases(db: Database, userId: string): Promise<Phrase[]> {
  const [result] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${phrases.id},
        'userId', ${phrases.userId},
        'originalText', ${phrases.originalText},
        'translatedText', ${phrases.translatedText},
        'sourceLanguage', ${phrases.sourceLanguage},
        'targetLanguage', ${phrases.targetLanguage},
        'originalAudioKey', ${phrases.originalAudioKey},
        'translatedAudioKey', ${phrases.translatedAudioKey},
        'notes', ${phrases.notes},
        'practiceCount', ${phrases.practiceCount},
        'isFavorite', ${phrases.isFavorite},
        'clientId', ${phrases.clientId},
        'createdAt', ${phrases.createdAt}
      ) order by ${phrases.createdAt} desc, ${phrases.id} desc), '[]')::text`,
    })
    .from(phrases)
    .where(eq(phrases.userId, userId));
  const rows = JSON.parse(result?.list ?? '[]') as PhraseJson[];
  return rows.map((row) => presentPhrase({ ...row, createdAt: new Date(row.createdAt) }));
}
