import type { LexiconSense } from '../../../db/schema/dictionary';
import { DEFAULT_DICTIONARY_LIMITS } from '../dictionary-limits';
import type { LexiconRecord } from '../lexicon-record';
import { languageOfKaikkiCode } from './kaikki-languages';
import { readTextLines } from './text-lines';

/** How far a Wiktextract file got: lines that were not JSON, entries of languages Tolk does not teach. */
export interface WiktextractCounts {
  lines: number;
  invalidLines: number;
  otherLanguages: number;
}

/** Thrown when not a single line of a file was a Wiktextract entry: the file is not that format. */
export class NotWiktextractError extends Error {}

/**
 * The entries of a Wiktextract JSONL file as kaikki.org publishes them (one JSON object per line:
 * https://kaikki.org/dictionary/rawdata.html), plain or gzipped, read line by line so a 400 MB file
 * needs one line's worth of memory. A line longer than `maxLineChars` (DICTIONARY_MAX_ENTRY_MB) is
 * skipped without being held whole. A line that is not JSON is counted and skipped; a file where
 * no line is an entry throws NotWiktextractError. Entries whose every sense only points at another
 * word ('plural of house') are left out: the lemma's own forms list leads there.
 */
export async function* readWiktextract(
  filePath: string,
  options: { signal?: AbortSignal; counts?: WiktextractCounts; maxLineChars?: number } = {},
): AsyncGenerator<LexiconRecord> {
  const counts = options.counts ?? { lines: 0, invalidLines: 0, otherLanguages: 0 };
  let entries = 0;
  const maxLineChars = options.maxLineChars ?? DEFAULT_DICTIONARY_LIMITS.maxEntryBytes;
  for await (const line of readTextLines(filePath, { signal: options.signal, maxLineChars })) {
    if (line.trim().length === 0) continue;
    counts.lines += 1;
    const entry = parseLine(line);
    if (!entry) {
      counts.invalidLines += 1;
      continue;
    }
    entries += 1;
    const language = languageOfKaikkiCode(entry.lang_code);
    if (!language) {
      counts.otherLanguages += 1;
      continue;
    }
    const record = toRecord(entry);
    if (record) yield { ...record, language };
  }
  if (entries === 0) {
    throw new NotWiktextractError(
      counts.lines === 0
        ? 'The file has no entries'
        : `None of the file's ${counts.lines} lines is a Wiktextract entry`,
    );
  }
}

interface WiktextractEntry {
  word: string;
  lang_code?: unknown;
  pos?: unknown;
  senses?: unknown;
  etymology_text?: unknown;
  sounds?: unknown;
  forms?: unknown;
}

function parseLine(line: string): WiktextractEntry | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const word = (value as { word?: unknown }).word;
    return typeof word === 'string' ? (value as WiktextractEntry) : null;
  } catch {
    return null;
  }
}

/** Wiktextract's part-of-speech codes, spelled out as the other formats give them. */
const PARTS_OF_SPEECH: Record<string, string> = {
  adj: 'adjective',
  adv: 'adverb',
  name: 'proper noun',
  prep: 'preposition',
  postp: 'postposition',
  conj: 'conjunction',
  pron: 'pronoun',
  det: 'determiner',
  num: 'numeral',
  intj: 'interjection',
  abbrev: 'abbreviation',
  prep_phrase: 'prepositional phrase',
  adv_phrase: 'adverbial phrase',
  punct: 'punctuation',
  combining_form: 'combining form',
};

/** Form tags that name a table's layout or the inflection class, not a form a text may contain. */
const NOT_A_FORM = new Set(['table-tags', 'inflection-template', 'class', 'romanization', 'transliteration']);

function toRecord(entry: WiktextractEntry): Omit<LexiconRecord, 'language'> | null {
  const senses: LexiconSense[] = [];
  let onlyFormOf = true;
  for (const sense of arrayOf(entry.senses)) {
    if (!isObject(sense)) continue;
    const isFormOf = Array.isArray(sense.form_of) || tagsOf(sense).includes('form-of');
    if (!isFormOf) onlyFormOf = false;
    const glosses = stringsOf(sense.glosses);
    const gloss = glosses.at(-1) ?? stringsOf(sense.raw_glosses).at(-1);
    if (!gloss) continue;
    const examples = arrayOf(sense.examples)
      .map((example) => (isObject(example) && typeof example.text === 'string' ? example.text.trim() : ''))
      .filter((text) => text.length > 0);
    senses.push({ gloss: gloss.trim(), examples });
  }
  if (senses.length === 0 || onlyFormOf) return null;
  const pos = typeof entry.pos === 'string' ? entry.pos : null;
  return {
    headword: entry.word,
    partOfSpeech: pos ? (PARTS_OF_SPEECH[pos] ?? pos) : null,
    senses,
    etymology:
      typeof entry.etymology_text === 'string' && entry.etymology_text.trim() ? entry.etymology_text.trim() : null,
    ipa: firstIpa(entry.sounds),
    forms: formsOf(entry.forms),
  };
}

/** The first transcription, without its /slashes/ or [brackets]. */
function firstIpa(sounds: unknown): string | null {
  for (const sound of arrayOf(sounds)) {
    if (isObject(sound) && typeof sound.ipa === 'string') {
      const ipa = sound.ipa
        .trim()
        .replace(/^[/[]/, '')
        .replace(/[/\]]$/, '')
        .trim();
      if (ipa) return ipa;
    }
  }
  return null;
}

/** Single-word forms a text can hold (a click never selects 'have been'), at most 50 characters, with a letter. */
function formsOf(forms: unknown): string[] {
  const result: string[] = [];
  for (const form of arrayOf(forms)) {
    if (!isObject(form) || typeof form.form !== 'string') continue;
    if (tagsOf(form).some((tag) => NOT_A_FORM.has(tag))) continue;
    const text = form.form.trim();
    if (text.length === 0 || text.length > 50 || /\s/.test(text) || !/\p{L}/u.test(text)) continue;
    result.push(text);
  }
  return result;
}

function tagsOf(value: Record<string, unknown>): string[] {
  return stringsOf(value.tags);
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function stringsOf(value: unknown): string[] {
  return arrayOf(value).filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
