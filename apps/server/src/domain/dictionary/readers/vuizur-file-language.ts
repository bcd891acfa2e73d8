import { basename } from 'node:path';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';

/**
 * Vuizur's names for our languages where they differ from the catalog's English names. Nynorsk,
 * Cantonese and the Arabic dialects are other written standards than the ones our codes stand for
 * (Bokmål, Mandarin, Modern Standard Arabic), so they are left out.
 */
const ALIASES: Record<string, LanguageCode> = {
  'norwegian bokmål': 'no',
  mandarin: 'zh',
};

const BY_NAME = new Map<string, LanguageCode>([
  ...LANGUAGE_CODES.map((code) => [LANGUAGES[code].name.toLowerCase(), code] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The language of a Vuizur Wiktionary file from its name, '<Language>-English Wiktionary
 * dictionary.tsv' or '… stardict.tar.gz' ('Norwegian Bokmål-English …' → 'no'); null for a name of
 * another shape or a language outside our 20.
 */
export function vuizurFileLanguage(fileName: string): LanguageCode | null {
  // NFC: a name written on macOS spells 'å' as 'a' and a combining ring.
  const name = basename(fileName).normalize('NFC');
  const match = /^(.+?)-English Wiktionary dictionary/iu.exec(name);
  if (!match?.[1]) return null;
  return BY_NAME.get(match[1].trim().toLowerCase()) ?? null;
}
