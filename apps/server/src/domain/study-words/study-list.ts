import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { studyWords } from '../../db/schema/study-words';
import { wordKey } from '../dictionary/word-key';

export interface StudyView {
  id: string;
  viewCount: number;
  lastViewedAt: Date | null;
  /** True when this view put the word on the list. */
  added: boolean;
}

/**
 * Counts a look-up of a headword in the learner's study list, adding the word the first time.
 * One statement: concurrent first look-ups meet at the unique (user, language, word key) index,
 * so one row is made and every view is counted. A row just inserted has no xmax (no earlier
 * version was updated), which is how the statement tells an insert from an update.
 */
export async function recordStudyView(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  word: string;
  wordKey: string;
}): Promise<StudyView> {
  const { db, userId, language, word } = options;
  const [row] = await preparedStatement<StudyViewRow>(
    db,
    STUDY_VIEW_STATEMENT,
  )([userId, language, word, options.wordKey]);
  if (!row) throw new Error('the study-list upsert returned no row');
  return { id: row.id, viewCount: row.view_count, lastViewedAt: row.last_viewed_at, added: row.added };
}

interface StudyViewRow {
  id: string;
  view_count: number;
  last_viewed_at: Date | null;
  added: boolean;
}

/** The view's upsert ($1 user, $2 language, $3 word, $4 its key), prepared: every look-up runs it. */
const STUDY_VIEW_STATEMENT = {
  name: 'tolk_dictionary_study_view',
  types: ['uuid', 'text', 'text', 'text'],
  text: `insert into study_words (user_id, language, word, word_key, view_count, last_viewed_at)
    values ($1, $2, $3, $4, 1, now())
    on conflict (user_id, language, word_key)
    do update set view_count = study_words.view_count + 1, last_viewed_at = now()
    returning id, view_count, last_viewed_at, (xmax = 0) as added`,
} as const;

/**
 * Which of these texts (as written) are on the learner's study list for the language, directly
 * or as an inflected form of a studied headword ('bøkene' when 'bok' is studied). Answers the
 * keys that are studied, in one statement.
 */
export async function studiedKeys(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  words: string[];
}): Promise<string[]> {
  const { db, userId, language } = options;
  const keys = [...new Set(options.words.map(wordKey).filter(Boolean))];
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: sql<string>`asked.key` })
    .from(sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as asked(key)`)
    .where(
      sql`exists (select 1 from ${studyWords} s where s.user_id = ${userId} and s.language = ${language}
        and s.word_key = any(array[asked.key]::text[] || array(
          select e.headword_key from lexicon_forms f join lexicon_entries e on e.id = f.entry_id
          where f.language = ${language} and f.form_key = asked.key)))`,
    );
  const studied = new Set(rows.map((row) => row.key));
  return keys.filter((key) => studied.has(key));
}

/** Whether one text is studied, directly or through its headword. */
export async function isStudying(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  word: string;
}): Promise<boolean> {
  return (await studiedKeys({ ...options, words: [options.word] })).length > 0;
}

/** The learner's own study word by id; undefined for an unknown id or another learner's. */
export async function findStudyWord(options: { db: Database; userId: string; id: string }) {
  const [row] = await options.db
    .select()
    .from(studyWords)
    .where(and(eq(studyWords.id, options.id), eq(studyWords.userId, options.userId)));
  return row;
}
