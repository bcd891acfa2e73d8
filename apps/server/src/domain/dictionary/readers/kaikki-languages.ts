import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';

/**
 * Each of our languages as kaikki.org names its per-language Wiktextract dump (the English
 * Wiktionary's language names): Norwegian is Norwegian Bokmål, the written standard our 'no' speaks.
 */
export const KAIKKI_LANGUAGE_NAMES: Record<LanguageCode, string> = {
  no: 'Norwegian Bokmål',
  ru: 'Russian',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  nl: 'Dutch',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
  ko: 'Korean',
  zh: 'Chinese',
  ar: 'Arabic',
  tr: 'Turkish',
  hi: 'Hindi',
  th: 'Thai',
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
