import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lexiconEntries } from '../../db/schema/dictionary';
import { dictionaryEntryId } from '../../models/catalog/dictionary';

/**
 * Whether any installed dictionary has entries in the language (a frequency or CEFR list alone gives
 * no entries, so it does not count). Asked only after a look-up found nothing, to tell "no dictionary
 * for this language" from "the dictionary lacks this word"; one index probe.
 */
export async function hasDictionary(db: Database, language: LanguageCode): Promise<boolean> {
  const [row] = await db
    .select({ id: lexiconEntries.id })
    .from(lexiconEntries)
    .where(eq(lexiconEntries.language, language))
    .limit(1);
  return row !== undefined;
}

/** What an administrator reads under the NO_DICTIONARY 404 (decision 026: the hint is theirs only). */
export function dictionarySetupHint(language: LanguageCode): string {
  const name = LANGUAGES[language].name;
  const entry = dictionaryEntryId(language);
  if (entry) {
    return (
      `Install the ${name} dictionary (${entry}) on the diagnostics page, /admin/diagnostics, ` +
      `or run \`npm run dictionary -- download ${language}\`.`
    );
  }
  return `Run \`npm run dictionary -- download ${language}\` (kaikki.org's ${name} dump) and restart the server.`;
}
