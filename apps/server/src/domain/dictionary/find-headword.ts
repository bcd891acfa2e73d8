import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import type { LexiconSense } from '../../db/schema/dictionary';
import { wordKey } from './word-key';

/** One lexicon entry of the headword a look-up settled on, with what its source asks us to show. */
export interface MatchedEntry {
  id: number;
  headword: string;
  headwordKey: string;
  partOfSpeech: string | null;
  senses: LexiconSense[];
  etymology: string | null;
  ipa: string | null;
  sourceId: number;
  sourceFormat: string;
  attribution: { name: string; licence: string; url: string };
  /** Whether the looked-up text is this entry's headword or one of its listed forms. */
  matchesLookedUp: boolean;
}

/** The headword a clicked word leads to: its entries in every source, and how common it is. */
export interface HeadwordMatch {
  headword: string;
  headwordKey: string;
  /** The entries that name the looked-up text first, then the rest in import order. */
  entries: MatchedEntry[];
  /** The best rank of any frequency list for the headword, else for the text as clicked. */
  frequencyRank: number | null;
  cefrLevel: string | null;
  /** Whether the language has a frequency list at all: then a word it lacks is a rare one. */
  languageHasFrequencyList: boolean;
}

/**
 * Finds the headword of a word in a language through its key or any inflected form's key
 * ('bøkene' → 'bok'), in one statement on the (language, headword_key) and (language, form_key)
 * indexes. When several headwords fit ('saw' is a headword and a form of 'see'), the exact
 * headword wins, then the most frequent, then the first imported. Null when no source knows it.
 */
export async function findHeadword(options: {
  db: Database;
  language: LanguageCode;
  word: string;
}): Promise<HeadwordMatch | null> {
  const { db, language } = options;
  const key = wordKey(options.word);
  const rows = await preparedStatement<HeadwordRow>(db, HEADWORD_STATEMENT)([language, key]);
  if (rows.length === 0) return null;

  const chosen = chooseHeadword(rows, key);
  const entries = rows
    .filter((row) => row.headword_key === chosen.headword_key)
    .map(
      (row): MatchedEntry => ({
        id: Number(row.id),
        headword: row.headword,
        headwordKey: row.headword_key,
        partOfSpeech: row.part_of_speech,
        senses: row.senses,
        etymology: row.etymology,
        ipa: row.ipa,
        sourceId: Number(row.source_id),
        sourceFormat: row.format,
        attribution: row.attribution,
        matchesLookedUp: row.headword_key === key || row.has_form,
      }),
    )
    // A stable sort: entries naming the clicked form first ('likte' is the verb 'like', not the adverb).
    .sort((a, b) => Number(b.matchesLookedUp) - Number(a.matchesLookedUp));
  const first = entries[0] ?? chosen;
  return {
    headword: first.headword,
    headwordKey: chosen.headword_key,
    entries,
    frequencyRank: toRank(chosen.rank) ?? toRank(chosen.looked_up_rank),
    cefrLevel: chosen.level ?? chosen.looked_up_level,
    languageHasFrequencyList: chosen.has_frequency_list,
  };
}

/** A candidate entry as the statement answers it. */
interface HeadwordRow {
  id: string;
  headword: string;
  headword_key: string;
  part_of_speech: string | null;
  senses: LexiconSense[];
  etymology: string | null;
  ipa: string | null;
  source_id: number;
  format: string;
  attribution: { name: string; licence: string; url: string };
  has_form: boolean;
  rank: number | null;
  level: string | null;
  looked_up_rank: number | null;
  looked_up_level: string | null;
  has_frequency_list: boolean;
}

/** The exact headword when there is one, else the most frequent candidate, else the first imported. */
function chooseHeadword(rows: HeadwordRow[], key: string): HeadwordRow {
  const exact = rows.find((row) => row.headword_key === key);
  if (exact) return exact;
  let best = rows[0] as HeadwordRow;
  for (const row of rows) {
    if ((toRank(row.rank) ?? Number.POSITIVE_INFINITY) < (toRank(best.rank) ?? Number.POSITIVE_INFINITY)) best = row;
  }
  return best;
}

/** min() over an integer column comes back as a number from PGlite and as one from node-postgres; be sure. */
function toRank(value: number | string | null): number | null {
  if (value === null) return null;
  const rank = Number(value);
  return Number.isInteger(rank) && rank > 0 ? rank : null;
}

/**
 * The look-up's one statement ($1 language, $2 the clicked word's key): the candidate headword
 * keys (the key itself and the headwords of entries listing it as a form) are computed once, then
 * every entry of those headwords is one probe of (language, headword_key), each with its source,
 * whether it lists the form, and the best frequency rank and CEFR level of its headword and of the
 * clicked word. Exported so a test can ask the database how it runs it.
 */
export const HEADWORD_STATEMENT = {
  name: 'tolk_dictionary_headword',
  types: ['text', 'text'],
  text: `select e.id::text as id, e.headword, e.headword_key, e.part_of_speech, e.senses, e.etymology, e.ipa,
      e.source_id, s.format, s.attribution,
      exists (select 1 from lexicon_forms f where f.entry_id = e.id and f.form_key = $2) as has_form,
      (select min(wf.rank) from word_frequencies wf where wf.language = $1 and wf.word_key = e.headword_key) as rank,
      (select min(wl.level) from word_levels wl where wl.language = $1 and wl.word_key = e.headword_key) as level,
      (select min(wf.rank) from word_frequencies wf where wf.language = $1 and wf.word_key = $2) as looked_up_rank,
      (select min(wl.level) from word_levels wl where wl.language = $1 and wl.word_key = $2) as looked_up_level,
      exists (select 1 from lexicon_sources fs where fs.format = 'frequency' and fs.language = $1) as has_frequency_list
    from lexicon_entries e join lexicon_sources s on s.id = e.source_id
    where e.language = $1 and e.headword_key = any(array[$2]::text[] || array(
      select e2.headword_key from lexicon_forms f join lexicon_entries e2 on e2.id = f.entry_id
      where f.language = $1 and f.form_key = $2))
    order by e.id`,
} as const;
