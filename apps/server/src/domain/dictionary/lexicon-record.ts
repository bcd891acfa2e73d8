import type { LanguageCode } from '@tolk/contracts/languages';
import type { LexiconSense } from '../../db/schema/dictionary';

/**
 * One headword with one part of speech, as every dictionary reader yields it whatever the file's
 * format: the readers parse, lexicon-writer.ts stores.
 */
export interface LexiconRecord {
  headword: string;
  /** The record's own language, for files holding several (a kaikki.org dump); else the file's. */
  language?: LanguageCode;
  partOfSpeech: string | null;
  senses: LexiconSense[];
  etymology: string | null;
  /** IPA without slashes. */
  ipa: string | null;
  /** Inflected forms that lead to this headword ('bøkene' for 'bok'); the headword itself need not be listed. */
  forms: string[];
}
