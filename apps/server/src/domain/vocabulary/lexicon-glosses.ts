import type { LanguageCode } from '@tolk/contracts/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './frequency-candidates';

export interface LexiconGloss {
  gloss: string;
  partOfSpeech: string | null;
}

/**
 * The first gloss the imported dictionaries give each of these headwords (their keys), in one
 * statement; a word no dictionary has is absent from the map.
 */
export async function lexiconGlosses(
  db: Database,
  language: LanguageCode,
  keys: readonly string[],
): Promise<Map<string, LexiconGloss>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ headword_key: string; gloss: string | null; part_of_speech: string | null }>(
    await db.execute(sql`
      select distinct on (headword_key) headword_key, senses -> 0 ->> 'gloss' as gloss, part_of_speech
      from lexicon_entries
      where language = ${language}
        and headword_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        and jsonb_array_length(senses) > 0
      order by headword_key, id`),
  );
  const glosses = new Map<string, LexiconGloss>();
  for (const row of rows)
    if (row.gloss) glosses.set(row.headword_key, { gloss: row.gloss, partOfSpeech: row.part_of_speech });
  return glosses;
}
