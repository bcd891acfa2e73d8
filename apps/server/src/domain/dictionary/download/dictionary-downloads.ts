import type { LanguageCode } from '@tolk/contracts/languages';
import { KAIKKI_LANGUAGE_NAMES } from '../readers/kaikki-languages';

/** Where the public files come from; a test points these at a local stand-in server. */
export interface DownloadBases {
  /** kaikki.org's per-language Wiktextract dumps (English Wiktionary). */
  kaikki: string;
  /** hermitdave/FrequencyWords' content folder. */
  frequencyWords: string;
  /** openlanguageprofiles/olp-en-cefrj (English CEFR levels). */
  cefrj: string;
}

export const DEFAULT_DOWNLOAD_BASES: DownloadBases = {
  kaikki: 'https://kaikki.org/dictionary',
  frequencyWords: 'https://raw.githubusercontent.com/hermitdave/FrequencyWords/master/content',
  cefrj: 'https://raw.githubusercontent.com/openlanguageprofiles/olp-en-cefrj/master',
};

/** One public file to fetch into DICTIONARY_DIR, under the name the import recognises. */
export interface DictionaryDownload {
  url: string;
  fileName: string;
  what: string;
}

/**
 * FrequencyWords' folder for each language: the 2018 lists, 2016 for Japanese and Hindi (the 2018
 * set has none), Simplified Chinese for zh.
 */
const FREQUENCY_LISTS: Record<LanguageCode, { year: number; code: string }> = {
  no: { year: 2018, code: 'no' },
  ru: { year: 2018, code: 'ru' },
  en: { year: 2018, code: 'en' },
  es: { year: 2018, code: 'es' },
  fr: { year: 2018, code: 'fr' },
  de: { year: 2018, code: 'de' },
  it: { year: 2018, code: 'it' },
  pt: { year: 2018, code: 'pt' },
  ja: { year: 2016, code: 'ja' },
  nl: { year: 2018, code: 'nl' },
  pl: { year: 2018, code: 'pl' },
  sv: { year: 2018, code: 'sv' },
  da: { year: 2018, code: 'da' },
  fi: { year: 2018, code: 'fi' },
  ko: { year: 2018, code: 'ko' },
  zh: { year: 2018, code: 'zh_cn' },
  ar: { year: 2018, code: 'ar' },
  tr: { year: 2018, code: 'tr' },
  hi: { year: 2016, code: 'hi' },
  th: { year: 2018, code: 'th' },
};

/** English only: the CEFR-J levels A1–B2 and Octanove's C1/C2. */
const CEFR_FILES = ['cefrj-vocabulary-profile-1.5.csv', 'octanove-vocabulary-profile-c1c2-1.0.csv'];

/**
 * The files for one language: its kaikki.org Wiktextract dump
 * (https://kaikki.org/dictionary/<Language>/kaikki.org-dictionary-<Language without spaces>.jsonl),
 * its FrequencyWords top-50k list, and for English the CEFR lists.
 */
export function downloadsFor(
  language: LanguageCode,
  bases: DownloadBases = DEFAULT_DOWNLOAD_BASES,
): DictionaryDownload[] {
  const name = KAIKKI_LANGUAGE_NAMES[language];
  const dumpName = `kaikki.org-dictionary-${name.replaceAll(' ', '')}.jsonl`;
  const frequency = FREQUENCY_LISTS[language];
  const frequencyName = `${frequency.code}_50k.txt`;
  const downloads: DictionaryDownload[] = [
    {
      url: `${bases.kaikki}/${encodeURIComponent(name)}/${encodeURIComponent(dumpName)}`,
      fileName: dumpName,
      what: `${name} Wiktionary entries (kaikki.org)`,
    },
    {
      url: `${bases.frequencyWords}/${frequency.year}/${frequency.code}/${frequencyName}`,
      fileName: frequencyName,
      what: `${name} word frequencies (FrequencyWords)`,
    },
  ];
  if (language === 'en') {
    for (const fileName of CEFR_FILES) {
      downloads.push({ url: `${bases.cefrj}/${fileName}`, fileName, what: 'English CEFR levels (olp-en-cefrj)' });
    }
  }
  return downloads;
}
