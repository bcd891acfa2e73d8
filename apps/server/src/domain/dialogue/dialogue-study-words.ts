import type { LanguageCode } from '@tolk/contracts/languages';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lexiconEntries, lexiconForms } from '../../db/schema/dictionary';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { wordKey } from '../dictionary/word-key';
import { addWords } from '../stats/count-words';
import type { CandidateWord } from '../study-words/record-word-uses';
import { dueCondition } from '../vocabulary/list-due-words';

/** Due study words the partner is asked to weave into a reply. */
export const DIALOGUE_DUE_WORDS_MAX = 3;

/** Study words found in one message that the check is asked about; more are left unchecked. */
export const DIALOGUE_CANDIDATE_WORDS_MAX = 10;

/**
 * Up to three of the learner's study words in the language whose cards are due now, most overdue
 * first: the scheduler's own order (the index of words-due-for-review). Words with no card were
 * never practised; they are new, not due, and the partner is not asked to use them: a learner
 * meets a new word first in the vocabulary trainer, not in a reply they have to understand.
 */
export async function dueWordsToWeaveIn(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  now: Date;
}): Promise<string[]> {
  const { db, userId, language, now } = options;
  const rows = await db
    .select({ word: studyWords.word })
    .from(vocabularyCards)
    .innerJoin(studyWords, eq(studyWords.id, vocabularyCards.studyWordId))
    .where(dueCondition(userId, now, language))
    .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.studyWordId))
    .limit(DIALOGUE_DUE_WORDS_MAX);
  return rows.map((row) => row.word);
}

/**
 * The learner's study words (in the message's language) that occur in the message: each word of
 * the message is compared by its dictionary key (NFC, lowercase) with the study list, and through
 * the lexicon's inflected forms with their headwords ('bøkene' finds the study word 'bok'), in one
 * statement on the (user, language, word_key) and (language, form_key) indexes. Whether a word
 * was used correctly is the check's to say; this only finds the candidates, due ones first.
 */
export async function candidateWords(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  message: string;
}): Promise<CandidateWord[]> {
  const { db, userId, language, message } = options;
  const tokens = new Set<string>();
  addWords(tokens, message, language);
  const keys = [...new Set([...tokens].map(wordKey))];
  if (keys.length === 0) return [];
  const headwordsOfForms = db
    .select({ key: lexiconEntries.headwordKey })
    .from(lexiconForms)
    .innerJoin(lexiconEntries, eq(lexiconEntries.id, lexiconForms.entryId))
    .where(and(eq(lexiconForms.language, language), inArray(lexiconForms.formKey, keys)));
  return db
    .select({ studyWordId: studyWords.id, word: studyWords.word, due: vocabularyCards.due })
    .from(studyWords)
    .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
    .where(
      and(
        eq(studyWords.userId, userId),
        eq(studyWords.language, language),
        or(inArray(studyWords.wordKey, keys), inArray(studyWords.wordKey, headwordsOfForms)),
      ),
    )
    .orderBy(sql`${vocabularyCards.due} asc nulls last`, asc(studyWords.id))
    .limit(DIALOGUE_CANDIDATE_WORDS_MAX);
}
