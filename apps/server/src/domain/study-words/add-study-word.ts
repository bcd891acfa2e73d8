import type { DifficultyLevel } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords } from '../../db/schema/study-words';
import { vocabularyWordDetails } from '../../db/schema/vocabulary';
import { wordKey } from '../dictionary/word-key';
import { selectVocabularyWords, toVocabularyWord } from '../vocabulary/vocabulary-word-query';

export interface HandAddedWord {
  word: string;
  language: LanguageCode;
  translation?: string;
  translationLanguage?: LanguageCode;
  definition?: string;
  example?: string;
  topic?: string;
  difficultyLevel?: DifficultyLevel;
  origin: 'hand' | 'suggestion';
}

/**
 * Puts a word on the learner's study list by hand, with what they gave it. The study word is made
 * once per (user, language, word key), as a look-up would (concurrent adds meet at that unique
 * index); when it was already there, the fields given replace its own and its origin stays.
 */
export async function addStudyWord(options: {
  db: Database;
  userId: string;
  word: HandAddedWord;
}): Promise<{ created: boolean; word: VocabularyWord }> {
  const { db, userId, word } = options;
  const key = wordKey(word.word);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(studyWords)
      .values({ userId, language: word.language, word: word.word.trim(), wordKey: key })
      .onConflictDoNothing({ target: [studyWords.userId, studyWords.language, studyWords.wordKey] })
      .returning({ id: studyWords.id });
    const created = inserted.length > 0;
    const [row] = await tx
      .select({ id: studyWords.id })
      .from(studyWords)
      .where(sql`${studyWords.userId} = ${userId} and ${studyWords.language} = ${word.language}
        and ${studyWords.wordKey} = ${key}`);
    if (!row) throw new Error('the study word vanished inside its own transaction');
    const fields = {
      translation: word.translation ?? null,
      translationLanguage: word.translation ? (word.translationLanguage ?? null) : null,
      definition: word.definition ?? null,
      example: word.example ?? null,
      topic: word.topic ?? null,
      difficultyLevel: word.difficultyLevel ?? null,
    };
    await tx
      .insert(vocabularyWordDetails)
      .values({ studyWordId: row.id, origin: created ? word.origin : 'lookup', ...fields })
      .onConflictDoUpdate({ target: vocabularyWordDetails.studyWordId, set: { ...fields, updatedAt: sql`now()` } });
    const [selected] = await selectVocabularyWords(tx).where(eq(studyWords.id, row.id));
    const view = selected ? toVocabularyWord(selected) : null;
    if (!view) throw new Error('the added word could not be read back');
    return { created, word: view };
  });
}
