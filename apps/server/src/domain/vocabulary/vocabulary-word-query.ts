import { CefrLevel, DifficultyLevel } from '@tolk/contracts/dictionary';
import { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursorTime } from '../../db/keyset-page';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { vocabularyWordDetails } from '../../db/schema/vocabulary';
import { difficultyLevel } from '../dictionary/difficulty-level';
import { glossLanguageOf } from '../dictionary/gloss-language';
import { shortGloss } from '../dictionary/word-details';
import { cardView } from './fsrs-scheduler';

/** What the list takes from the headword's first lexicon entry. */
interface FirstEntry {
  partOfSpeech: string | null;
  gloss: string | null;
  example: string | null;
  /** The source's format, which says the gloss's language (dictionary/gloss-language.ts). */
  format: string;
}

/**
 * The headword's first lexicon entry (by import order), as one JSON value: one index probe per
 * listed word for its part of speech, first gloss, that gloss's first example and the format.
 */
const firstEntry = sql<FirstEntry | null>`(select jsonb_build_object(
    'partOfSpeech', e.part_of_speech, 'gloss', e.senses -> 0 ->> 'gloss',
    'example', e.senses -> 0 -> 'examples' ->> 0, 'format', src.format)
  from lexicon_entries e join lexicon_sources src on src.id = e.source_id
  where e.language = ${studyWords.language} and e.headword_key = ${studyWords.wordKey} order by e.id limit 1)`;

/**
 * The select of a study word with everything its VocabularyWord needs: its card (null when never
 * answered), what the learner gave it, and the lexicon's and frequency lists' facts.
 */
export function selectVocabularyWords(db: Database) {
  return db
    .select({
      // Only the columns a VocabularyWord shows: every row crosses from the embedded database as
      // text to be parsed, and a page of 50 wide rows cost as much as the page's index work.
      word: {
        id: studyWords.id,
        word: studyWords.word,
        language: studyWords.language,
        wordKey: studyWords.wordKey,
        viewCount: studyWords.viewCount,
        createdAt: studyWords.createdAt,
      },
      card: {
        due: vocabularyCards.due,
        stability: vocabularyCards.stability,
        difficulty: vocabularyCards.difficulty,
        elapsedDays: vocabularyCards.elapsedDays,
        scheduledDays: vocabularyCards.scheduledDays,
        learningSteps: vocabularyCards.learningSteps,
        reps: vocabularyCards.reps,
        lapses: vocabularyCards.lapses,
        state: vocabularyCards.state,
        lastReview: vocabularyCards.lastReview,
        answerCount: vocabularyCards.answerCount,
        correctCount: vocabularyCards.correctCount,
        correctStreak: vocabularyCards.correctStreak,
      },
      /** The times the lists' cursors carry, to the microsecond (db/keyset-page.ts). */
      createdCursor: cursorTime(studyWords),
      dueCursor: sql<
        string | null
      >`to_char(${vocabularyCards.due} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      details: {
        origin: vocabularyWordDetails.origin,
        translation: vocabularyWordDetails.translation,
        translationLanguage: vocabularyWordDetails.translationLanguage,
        definition: vocabularyWordDetails.definition,
        example: vocabularyWordDetails.example,
        topic: vocabularyWordDetails.topic,
        difficultyLevel: vocabularyWordDetails.difficultyLevel,
      },
      entry: firstEntry,
      frequencyRank: sql<number | null>`(select min(f.rank) from word_frequencies f
        where f.language = study_words.language and f.word_key = study_words.word_key)`,
      cefrLevel: sql<string | null>`(select min(l.level) from word_levels l
        where l.language = study_words.language and l.word_key = study_words.word_key)`,
    })
    .from(studyWords)
    .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
    .leftJoin(vocabularyWordDetails, eq(vocabularyWordDetails.studyWordId, studyWords.id));
}

export type VocabularyWordRow = Awaited<ReturnType<ReturnType<typeof selectVocabularyWords>['execute']>>[number];

const NOT_GIVEN = { success: false } as const;

/** A selected row as the API's VocabularyWord; null for a row whose language this server no longer knows. */
export function toVocabularyWord(row: VocabularyWordRow): VocabularyWord | null {
  const language = LanguageCode.safeParse(row.word.language);
  if (!language.success) return null;
  const { card, details } = row;
  const view = cardView(card, row.word.createdAt);
  const answers = card?.answerCount ?? 0;
  const correct = card?.correctCount ?? 0;
  // Absent values are not parsed: a failed parse builds its issues, and most rows have neither.
  const cefr = row.cefrLevel ? CefrLevel.safeParse(row.cefrLevel.toUpperCase()) : NOT_GIVEN;
  const ownLevel = details?.difficultyLevel ? DifficultyLevel.safeParse(details.difficultyLevel) : NOT_GIVEN;
  return {
    id: row.word.id,
    word: row.word.word,
    language: language.data,
    partOfSpeech: row.entry?.partOfSpeech ?? null,
    translation: translationOf(row, language.data),
    definition: details?.definition ?? row.entry?.gloss ?? null,
    example: details?.example ?? row.entry?.example ?? null,
    topic: details?.topic ?? null,
    difficultyLevel: ownLevel.success
      ? ownLevel.data
      : difficultyLevel({
          rank: row.frequencyRank === null ? null : Number(row.frequencyRank),
          cefr: cefr.success ? cefr.data : null,
        }),
    origin: details?.origin === 'hand' || details?.origin === 'suggestion' ? details.origin : 'lookup',
    reviewCount: answers,
    correctCount: correct,
    accuracy: answers === 0 ? null : correct / answers,
    streak: card?.correctStreak ?? 0,
    nextReviewAt: view.due,
    lastReviewedAt: view.lastReview,
    card: view,
    viewCount: row.word.viewCount,
    createdAt: row.word.createdAt.toISOString(),
  };
}

/** The learner's own translation, else the lexicon's first gloss when it is in another language than the word. */
function translationOf(row: VocabularyWordRow, language: LanguageCode): VocabularyWord['translation'] {
  const own = row.details?.translationLanguage ? LanguageCode.safeParse(row.details.translationLanguage) : NOT_GIVEN;
  if (row.details?.translation && own.success) {
    return { language: own.data, text: row.details.translation, source: 'hand' };
  }
  const glossLanguage = row.entry ? glossLanguageOf(row.entry.format) : null;
  const text = row.entry?.gloss ? shortGloss(row.entry.gloss) : null;
  if (!glossLanguage || glossLanguage === language || !text) return null;
  return { language: glossLanguage, text, source: 'lexicon' };
}
