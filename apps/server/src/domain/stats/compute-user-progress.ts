import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import {
  type ActivityEvent,
  type LanguageProgress,
  RECENT_ACTIVITY_LIMIT,
  type UserProgress,
} from '@tolk/contracts/stats';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { phrases } from '../../db/schema/phrases';
import { practiceSessions } from '../../db/schema/stats';
import { translationCounts } from '../../db/schema/translation';
import { wordCounts } from '../study-words/kept-counts';
import type { TranslationCounter } from '../translation/translation-counter';
import { addWords } from './count-words';

interface LanguageTally {
  phrases: number;
  phrasesAsTarget: number;
  phrasesAsSource: number;
  words: Set<string>;
  translations: number;
  studyWords: number;
}

const emptyTally = (): LanguageTally => ({
  phrases: 0,
  phrasesAsTarget: 0,
  phrasesAsSource: 0,
  words: new Set(),
  translations: 0,
  studyWords: 0,
});

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Per-language figures of the user's saved phrases, translations and study list (its kept counts,
 * decision 037), and their latest real
 * events (phrases saved, tracks created, translations and practice per day), for the /home
 * statistics dashboard. Only the user's own rows are read; nothing the client claims counts.
 */
export async function computeUserProgress(options: {
  db: Database;
  translationCounter: TranslationCounter;
  userId: string;
}): Promise<UserProgress> {
  const { db, translationCounter, userId } = options;
  await translationCounter.flush();
  const limit = RECENT_ACTIVITY_LIMIT;
  const utcDay = (column: typeof practiceSessions.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [phraseRows, translationsByTarget, studyList, recentTracks, recentTranslations, recentPractice] =
    await Promise.all([
      db
        .select({
          at: phrases.createdAt,
          sourceLanguage: phrases.sourceLanguage,
          targetLanguage: phrases.targetLanguage,
          originalText: phrases.originalText,
          translatedText: phrases.translatedText,
        })
        .from(phrases)
        .where(eq(phrases.userId, userId))
        .orderBy(desc(phrases.createdAt)),
      db
        .select({
          language: translationCounts.targetLanguage,
          count: sql<number>`sum(${translationCounts.count})::int`,
        })
        .from(translationCounts)
        .where(eq(translationCounts.userId, userId))
        .groupBy(translationCounts.targetLanguage),
      wordCounts({ db, userId }),
      db
        .select({ at: audioTracks.createdAt, name: audioTracks.name, language: audioTracks.language })
        .from(audioTracks)
        .where(eq(audioTracks.userId, userId))
        .orderBy(desc(audioTracks.createdAt))
        .limit(limit),
      db
        .select({
          at: sql<Date | string>`max(${translationCounts.lastAt})`,
          count: sql<number>`sum(${translationCounts.count})::int`,
          from: translationCounts.sourceLanguage,
          to: translationCounts.targetLanguage,
        })
        .from(translationCounts)
        .where(eq(translationCounts.userId, userId))
        .groupBy(translationCounts.day, translationCounts.sourceLanguage, translationCounts.targetLanguage)
        .orderBy(desc(sql`max(${translationCounts.lastAt})`))
        .limit(limit),
      db
        .select({
          at: sql<Date | string>`max(${practiceSessions.createdAt})`,
          minutes: sql<number>`sum(${practiceSessions.minutes})::int`,
        })
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .groupBy(utcDay(practiceSessions.createdAt))
        .orderBy(desc(sql`max(${practiceSessions.createdAt})`))
        .limit(limit),
    ]);

  const tallies = new Map<LanguageCode, LanguageTally>();
  const tallyOf = (language: string): LanguageTally | undefined => {
    if (!isLanguageCode(language)) return undefined;
    let tally = tallies.get(language);
    if (!tally) {
      tally = emptyTally();
      tallies.set(language, tally);
    }
    return tally;
  };
  for (const row of phraseRows) {
    const source = tallyOf(row.sourceLanguage);
    const target = tallyOf(row.targetLanguage);
    if (source) {
      source.phrases += 1;
      source.phrasesAsSource += 1;
      addWords(source.words, row.originalText, row.sourceLanguage);
    }
    if (target && target !== source) {
      target.phrases += 1;
      target.phrasesAsTarget += 1;
      addWords(target.words, row.translatedText, row.targetLanguage);
    }
  }
  for (const row of translationsByTarget) {
    const tally = tallyOf(row.language);
    if (tally) tally.translations += Number(row.count);
  }
  for (const count of studyList) {
    const tally = tallyOf(count.language);
    if (tally) tally.studyWords = count.words;
  }

  const languages: LanguageProgress[] = [...tallies]
    .map(([language, tally]) => ({
      language,
      phrases: tally.phrases,
      phrasesAsTarget: tally.phrasesAsTarget,
      phrasesAsSource: tally.phrasesAsSource,
      wordsStudied: tally.words.size,
      translations: tally.translations,
      studyWords: tally.studyWords,
    }))
    .sort((a, b) => b.phrases - a.phrases || b.translations - a.translations || a.language.localeCompare(b.language));

  const events: ActivityEvent[] = [];
  // The phrases came newest first: the latest of them are the recent ones.
  for (const row of phraseRows.slice(0, limit)) {
    const { sourceLanguage: from, targetLanguage: to } = row;
    if (isLanguageCode(from) && isLanguageCode(to)) {
      events.push({ kind: 'phrase', at: iso(row.at), text: row.originalText, from, to });
    }
  }
  for (const row of recentTracks) {
    const language = row.language && isLanguageCode(row.language) ? row.language : null;
    events.push({ kind: 'audioTrack', at: iso(row.at), name: row.name, language });
  }
  for (const row of recentTranslations) {
    const count = Number(row.count);
    if (isLanguageCode(row.from) && isLanguageCode(row.to) && count > 0) {
      events.push({ kind: 'translations', at: iso(row.at), count, from: row.from, to: row.to });
    }
  }
  for (const row of recentPractice) {
    const minutes = Number(row.minutes);
    if (minutes > 0) events.push({ kind: 'practice', at: iso(row.at), minutes });
  }
  events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  return { languages, recentActivity: events.slice(0, limit) };
}
