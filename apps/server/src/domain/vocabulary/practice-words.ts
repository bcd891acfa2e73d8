import { dictionaryPaths } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import type { PracticeWord, PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { builtOnce } from '../../db/built-once';
import type { Database } from '../../db/client';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import type { TranslationService } from '../../engines/translation/translation-service';
import type { AppError } from '../../errors/app-error';
import { languageCounts, sumCounts } from '../study-words/kept-counts';
import { answerKey, GLOSS_FALLBACK, lexiconAnswers, type PracticeAnswers, practiceAnswers } from './practice-answers';
import { selectVocabularyWords, toVocabularyWord, type VocabularyWordRow } from './vocabulary-word-query';

/**
 * A practice session's words: the cards due at `now` (most overdue first), then words never
 * answered (oldest first), each with what to check the answer against in `targetLanguage`. Words
 * already in targetLanguage are skipped; a word nothing can translate is left out and counted.
 * Candidates are read `limit` at a time until the session is full or none are left, so a few
 * untranslatable words do not shorten it. All left out for want of an engine: that engine's error.
 */
export async function practiceWords(options: {
  db: Database;
  userId: string;
  limit: number;
  sourceLanguage?: LanguageCode;
  targetLanguage: LanguageCode;
  translation: TranslationService;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<Omit<PracticeWordsResponse, 'success'>> {
  const { db, userId, limit, sourceLanguage, targetLanguage, now } = options;
  const values = { userId, now: now.toISOString(), source: sourceLanguage, target: targetLanguage, limit };
  // The counts are the kept ones of the languages asked (decision 037).
  const counts = (await languageCounts({ db, userId, now, language: sourceLanguage })).filter(
    (count) => count.language !== targetLanguage,
  );
  const totals = sumCounts(counts);

  const session: PracticeWord[] = [];
  let untranslatable = 0;
  let firstError: AppError | undefined;
  const take = async (rows: VocabularyWordRow[], kind: PracticeWord['kind']) => {
    const words = rows.flatMap((row) => {
      const word = toVocabularyWord(row);
      return word ? [{ word, row, wordKey: row.word.wordKey }] : [];
    });
    const keys = words.map(({ word, wordKey }) => ({ language: word.language, wordKey }));
    const lexicon = await lexiconAnswers({ db, words: keys, targetLanguage });
    // Practising into English, the English glosses are the ones just read: one query, not two.
    const english =
      targetLanguage === GLOSS_FALLBACK
        ? lexicon
        : await lexiconAnswers({ db, words: keys, targetLanguage: GLOSS_FALLBACK });
    const answered = await Promise.all(
      words.map(async ({ word, row, wordKey }) => {
        const key = answerKey({ language: word.language, wordKey });
        const answers = await practiceAnswers({
          ...options,
          word: { ...word, wordKey },
          details: row.details,
          lexicon: lexicon.get(key) ?? [],
          englishLexicon: english.get(key) ?? [],
        });
        return { word, answers };
      }),
    );
    for (const item of answered) {
      if (session.length >= limit) continue;
      if ('code' in item.answers) {
        untranslatable += 1;
        firstError ??= item.answers;
        continue;
      }
      session.push(practiceWord(item.word, item.answers, targetLanguage, kind));
    }
  };

  const oneSource = sourceLanguage !== undefined;
  for (let offset = 0; totals.due > 0 && session.length < limit; offset += limit) {
    const rows = await candidates(db, 'due', oneSource).execute({ ...values, offset });
    await take(rows, 'due');
    if (rows.length < limit) break;
  }
  for (let offset = 0; totals.words > totals.cards && session.length < limit; offset += limit) {
    const rows = await candidates(db, 'new', oneSource).execute({ ...values, offset });
    await take(rows, 'new');
    if (rows.length < limit) break;
  }
  if (session.length === 0 && firstError) throw firstError;
  return {
    words: session,
    dueCount: totals.due,
    newCount: totals.words - totals.cards,
    untranslatable,
  };
}

/**
 * A page of candidates, built once per shape (db/built-once.ts): the cards due at `now`, most overdue first, or
 * the words without a card, oldest first, on the partial index of them (decision 037), never a walk over the
 * answered; in the source language when one is asked, never in the target language.
 */
function candidates(db: Database, kind: PracticeWord['kind'], oneSource: boolean) {
  return builtOnce(db, `practice_${kind}_${oneSource ? 'source' : 'all'}`, (name) => {
    const inLanguages = and(
      oneSource ? eq(studyWords.language, sql.placeholder('source')) : undefined,
      ne(studyWords.language, sql.placeholder('target')),
    );
    const query =
      kind === 'due'
        ? selectVocabularyWords(db)
            .where(
              and(
                eq(vocabularyCards.userId, sql.placeholder('userId')),
                sql`${vocabularyCards.due} <= ${sql.placeholder('now')}::timestamptz`,
                inLanguages,
              ),
            )
            .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.studyWordId))
        : selectVocabularyWords(db)
            .where(and(eq(studyWords.userId, sql.placeholder('userId')), sql`not ${studyWords.answered}`, inLanguages))
            .orderBy(asc(studyWords.createdAt), asc(studyWords.id));
    return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
}

function practiceWord(
  word: VocabularyWord,
  answers: PracticeAnswers,
  targetLanguage: LanguageCode,
  kind: PracticeWord['kind'],
): PracticeWord {
  return {
    id: word.id,
    word: word.word,
    language: word.language,
    targetLanguage,
    expected: answers.expected,
    acceptedAnswers: [...new Set([answers.expected, ...answers.accepted])],
    expectedSource: answers.source,
    answerLanguage: answers.language,
    partOfSpeech: word.partOfSpeech,
    definition: word.definition,
    example: word.example,
    kind,
    card: word.card,
    audioUrl: `${dictionaryPaths.audio(word.id)}?language=${word.language}`,
  };
}
