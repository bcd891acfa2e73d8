import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';

/**
 * Each of our languages as kaikki.org names its per-language Wiktextract dump (the English
 * Wiktionary's language names): the descriptor's English name, except that Norwegian is
 * Norwegian Bokmål, the written standard our 'no' speaks.
 */
export const KAIKKI_LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  ...(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGES[code].name])) as Record<LanguageCode, string>),
  no: 'Norwegian Bokmål',
};

/**
 * Wiktextract's lang_code (Wiktionary's codes) → ours. Bokmål is 'nb' there and entries shared by
 * both written standards 'no'; Nynorsk ('nn') is a standard of its own and is left out. Chinese is
 * 'zh' in the English edition, 'cmn' in some others.
 */
const ALIASES: Record<string, LanguageCode> = { nb: 'no', no: 'no', cmn: 'zh', zh: 'zh' };

export function languageOfKaikkiCode(code: unknown): LanguageCode | null {
  if (typeof code !== 'string') return null;
  const alias = ALIASES[code];
  if (alias) return alias;
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : null;
}

/** 'kaikki.org-dictionary-NorwegianBokmål.jsonl' → 'no': the language a dump's file name names, if it is ours. */
export function kaikkiFileLanguage(fileName: string): LanguageCode | null {
  const match = /^kaikki\.org-dictionary-(.+?)\.jsonl(\.gz)?$/.exec(fileName.normalize('NFC'));
  if (!match) return null;
  const named = match[1];
  const entry = Object.entries(KAIKKI_LANGUAGE_NAMES).find(([, name]) => name.replaceAll(' ', '') === named);
  return entry ? (entry[0] as LanguageCode) : null;
}
