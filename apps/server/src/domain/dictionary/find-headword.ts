import type { LanguageCode } from '@tolk/contracts/languages';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LexiconSense, lexiconEntries, lexiconSources } from '../../db/schema/dictionary';
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
  const rows = await db
    .select({
      id: lexiconEntries.id,
      headword: lexiconEntries.headword,
      headwordKey: lexiconEntries.headwordKey,
      partOfSpeech: lexiconEntries.partOfSpeech,
      senses: lexiconEntries.senses,
      etymology: lexiconEntries.etymology,
      ipa: lexiconEntries.ipa,
      sourceId: lexiconEntries.sourceId,
      sourceFormat: lexiconSources.format,
      attribution: lexiconSources.attribution,
      hasForm: sql<boolean>`exists (select 1 from lexicon_forms f where f.entry_id = ${lexiconEntries.id} and f.form_key = ${key})`,
      rank: sql<
        number | null
      >`(select min(wf.rank) from word_frequencies wf where wf.language = ${language} and wf.word_key = ${lexiconEntries.headwordKey})`,
      level: sql<
        string | null
      >`(select min(wl.level) from word_levels wl where wl.language = ${language} and wl.word_key = ${lexiconEntries.headwordKey})`,
      lookedUpRank: sql<
        number | null
      >`(select min(wf.rank) from word_frequencies wf where wf.language = ${language} and wf.word_key = ${key})`,
      lookedUpLevel: sql<
        string | null
      >`(select min(wl.level) from word_levels wl where wl.language = ${language} and wl.word_key = ${key})`,
    })
    .from(lexiconEntries)
    .innerJoin(lexiconSources, eq(lexiconSources.id, lexiconEntries.sourceId))
    .where(
      // The candidate keys are computed once (an init plan), so the entries are one index scan per key.
      sql`${lexiconEntries.language} = ${language} and ${lexiconEntries.headwordKey} = any(array[${key}]::text[] || array(
        select e.headword_key from lexicon_forms f join lexicon_entries e on e.id = f.entry_id
        where f.language = ${language} and f.form_key = ${key}))`,
    )
    .orderBy(asc(lexiconEntries.id));
  if (rows.length === 0) return null;

  const chosen = chooseHeadword(rows, key);
  const entries = rows
    .filter((row) => row.headwordKey === chosen.headwordKey)
    .map(
      (row): MatchedEntry => ({
        id: Number(row.id),
        headword: row.headword,
        headwordKey: row.headwordKey,
        partOfSpeech: row.partOfSpeech,
        senses: row.senses,
        etymology: row.etymology,
        ipa: row.ipa,
        sourceId: row.sourceId,
        sourceFormat: row.sourceFormat,
        attribution: row.attribution,
        matchesLookedUp: row.headwordKey === key || row.hasForm,
      }),
    )
    // A stable sort: entries naming the clicked form first ('likte' is the verb 'like', not the adverb).
    .sort((a, b) => Number(b.matchesLookedUp) - Number(a.matchesLookedUp));
  const first = entries[0] ?? chosen;
  return {
    headword: first.headword,
    headwordKey: chosen.headwordKey,
    entries,
    frequencyRank: toRank(chosen.rank) ?? toRank(chosen.lookedUpRank),
    cefrLevel: chosen.level ?? chosen.lookedUpLevel,
  };
}

interface CandidateRow {
  headword: string;
  headwordKey: string;
  rank: number | string | null;
  lookedUpRank: number | string | null;
  level: string | null;
  lookedUpLevel: string | null;
}

/** The exact headword when there is one, else the most frequent candidate, else the first imported. */
function chooseHeadword<Row extends CandidateRow>(rows: Row[], key: string): Row {
  const exact = rows.find((row) => row.headwordKey === key);
  if (exact) return exact;
  let best = rows[0] as Row;
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
