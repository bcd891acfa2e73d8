import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import type { Database } from '../../db/client';
import { listVocabularyWords } from './list-vocabulary-words';

/** Words read per page: the export streams page by page, so a long list never sits in memory whole. */
const PAGE = 500;

/**
 * The columns, in order. Anki's importer (2.1.55 and later) reads the header lines below: Front and
 * Back fill the Basic note type's fields; the rest carry the word's labels and its FSRS state as
 * Tolk scheduled it, which Anki keeps out of its notes unless mapped (it cannot import a review
 * state from text: its cards start new) and other tools and spreadsheets can read.
 */
const COLUMNS = [
  'Front',
  'Back',
  'Language',
  'Translation language',
  'Part of speech',
  'Definition',
  'Example',
  'Topic',
  'Difficulty',
  'FSRS state',
  'Due',
  'Stability',
  'FSRS difficulty',
  'Scheduled days',
  'Reps',
  'Lapses',
  'Last review',
  'Answers',
  'Correct answers',
  'Tags',
] as const;

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(word: VocabularyWord, translationLanguage: LanguageCode | undefined): string {
  const translation =
    word.translation && (!translationLanguage || word.translation.language === translationLanguage)
      ? word.translation
      : null;
  const { card } = word;
  return [
    word.word,
    translation?.text ?? word.definition ?? '',
    word.language,
    translation?.language ?? null,
    word.partOfSpeech,
    word.definition,
    word.example,
    word.topic,
    word.difficultyLevel,
    card.state,
    card.due,
    card.stability,
    card.difficulty,
    card.scheduledDays,
    card.reps,
    card.lapses,
    card.lastReview,
    word.reviewCount,
    word.correctCount,
    ['tolk', `tolk::${word.language}`, ...(word.topic ? [word.topic.replaceAll(/\s+/g, '_')] : [])].join(' '),
  ]
    .map(field)
    .join(',');
}

/**
 * The learner's study list (one language or all, newest first) as CSV that Anki imports as Basic
 * notes into the deck "Tolk", with every word's FSRS state in columns of its own. Yields the file in
 * pieces, one page of the list each, for a streamed reply.
 */
export async function* ankiCsvExport(options: {
  db: Database;
  userId: string;
  language?: LanguageCode;
  translationLanguage?: LanguageCode;
}): AsyncGenerator<string> {
  yield [
    '#separator:Comma',
    '#html:false',
    '#notetype:Basic',
    '#deck:Tolk',
    `#tags column:${COLUMNS.length}`,
    `#columns:${COLUMNS.join(',')}`,
    '',
  ].join('\n');
  let cursor: string | undefined;
  do {
    const page = await listVocabularyWords({ ...options, limit: PAGE, cursor });
    if (page.words.length > 0) yield `${page.words.map((word) => row(word, options.translationLanguage)).join('\n')}\n`;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
