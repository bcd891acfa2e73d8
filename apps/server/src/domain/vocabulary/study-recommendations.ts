import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import { type AiRecommendations, RecommendationRule } from '@tolk/contracts/vocabulary-statistics';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vocabularyRecommendations } from '../../db/schema/vocabulary';
import type { Engines } from '../../engines/capabilities';
import type { ChatService } from '../../engines/chat/chat-service';
import { EngineError } from '../../engines/engine-error';
import { AppError } from '../../errors/app-error';
import { type LearnerFigures, numbersIn } from './learner-figures';
import { learnerWeakWords } from './learner-weak-words';
import { type Recommendation, recommendationsByRules } from './recommendation-rules';
import { recommendationsInput, recommendationsPrompt } from './recommendations-prompt';

/** What the model must answer: advice with the weak words each names. */
const ModelAdvice = z.object({
  recommendations: z.array(z.object({ text: z.string(), words: z.array(z.string()) })),
});

const MAX_ADVICE = 4;
const MAX_LENGTH = 400;
/** A number as written in advice: 12, 85 %, 3.5, 1,000. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The learner's real figures that recommendations are grounded in (study-statistics computes them). */
export interface StudyFigures {
  totalWords: number;
  totalReviews: number;
  correctReviews: number;
  overallAccuracy: number | null;
  currentStreak: number;
  longestStreak: number;
  reviewedToday: number;
  dueCount: number;
  newCount: number;
  languages: { language: LanguageCode; totalWords: number; dueCount: number; newCount: number }[];
}

export interface StudyRecommendationsOptions {
  db: Database;
  engines: Pick<Engines, 'chat'>;
  userId: string;
  interfaceLanguage: InterfaceLanguage;
  figures: StudyFigures;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: Date;
  signal?: AbortSignal;
  /** Asked before the model: false when the learner's engine budget is spent (today's rules then, not cached). */
  mayAskEngine?: () => Promise<boolean>;
}

/**
 * The learner's recommendations for today (UTC day), in their interface language: written by the
 * chat model from their real figures (those of study-statistics, and their weakest words) when one
 * is configured, else computed from the same figures by rules; cached per learner, day and
 * language, so the model is asked once a day. Advice that quotes a number the figures do not hold,
 * or names a weak word that is not one of theirs, is dropped: nothing invented reaches the learner.
 * A model that fails (503, 502) gives today's rules instead, not cached, so a later visit asks it
 * again; so does a learner whose engine budget is spent (the model call counts against it). Null
 * when the learner studies no word.
 */
export async function studyRecommendations(options: StudyRecommendationsOptions): Promise<AiRecommendations | null> {
  const { db, log, userId, interfaceLanguage } = options;
  const chat = options.engines.chat;
  if (options.figures.totalWords === 0) return null;
  const generatedOn = options.now.toISOString().slice(0, 10);
  const key = and(
    eq(vocabularyRecommendations.userId, userId),
    eq(vocabularyRecommendations.generatedOn, generatedOn),
    eq(vocabularyRecommendations.interfaceLanguage, interfaceLanguage),
  );
  const [cached] = await db.select().from(vocabularyRecommendations).where(key);
  if (cached) return present(cached);

  const figures = learnerFigures(options.figures, await learnerWeakWords(db, userId));
  let made: { text: string; source: 'model' | 'rules'; model?: string } | undefined;
  let cache = true;
  if (chat.available() && options.mayAskEngine && !(await options.mayAskEngine())) cache = false;
  else if (chat.available()) {
    try {
      made = await modelAdvice(chat, figures, interfaceLanguage, { signal: options.signal, learner: userId });
    } catch (error) {
      if (!(error instanceof AppError || error instanceof EngineError)) throw error;
      log.warn({ err: error, userId }, 'recommendations: the chat model gave none; rules instead');
      cache = false;
    }
  }
  made ??= { text: joined(recommendationsByRules(figures)), source: 'rules' };
  const row = { userId, generatedOn, interfaceLanguage, ...made, model: made.model ?? null, figures: { ...figures } };
  if (!cache) return present(row);
  await db.insert(vocabularyRecommendations).values(row).onConflictDoNothing();
  // A concurrent first visit may have stored the day's first: every visit answers that one.
  const [stored] = await db.select().from(vocabularyRecommendations).where(key);
  return present(stored ?? row);
}

/** study-statistics' figures with the weak words, as the rules and the prompt read them. */
function learnerFigures(figures: StudyFigures, weakWords: LearnerFigures['weakWords']): LearnerFigures {
  return {
    totalWords: figures.totalWords,
    newWords: figures.newCount,
    dueNow: figures.dueCount,
    reviews: figures.totalReviews,
    correct: figures.correctReviews,
    accuracy: figures.overallAccuracy,
    currentStreak: figures.currentStreak,
    reviewedToday: figures.reviewedToday > 0,
    languages: figures.languages.map((language) => ({
      language: language.language,
      words: language.totalWords,
      dueNow: language.dueCount,
    })),
    weakWords,
  };
}

async function modelAdvice(
  chat: Pick<ChatService, 'completeJson'>,
  figures: LearnerFigures,
  interfaceLanguage: LanguageCode,
  call: { signal?: AbortSignal; learner: string },
): Promise<{ text: string; source: 'model'; model: string } | undefined> {
  const { value, model } = await chat.completeJson({
    name: 'vocabulary_recommendations',
    system: recommendationsPrompt(interfaceLanguage),
    user: recommendationsInput(figures),
    schema: ModelAdvice,
    temperature: 0.3,
    ...call,
  });
  const kept = groundedAdvice(value.recommendations, figures);
  if (kept.length === 0) return undefined;
  return { text: joined(kept.map((advice) => ({ kind: 'model', ...advice }))), source: 'model', model };
}

/**
 * The model's advice that holds only the learner's numbers and weak words, trimmed, at most
 * MAX_ADVICE of reasonable length.
 */
export function groundedAdvice(
  advice: ReadonlyArray<{ text: string; words: string[] }>,
  figures: LearnerFigures,
): Array<{ text: string; words: string[] }> {
  const numbers = numbersIn(figures);
  const weak = new Set(figures.weakWords.map((word) => word.word));
  return advice
    .map((item) => ({ text: item.text.trim(), words: item.words }))
    .filter((item) => item.text !== '' && item.text.length <= MAX_LENGTH)
    .filter((item) => (item.text.match(NUMBER) ?? []).every((number) => numbers.has(Number(number.replace(',', '.')))))
    .filter((item) => item.words.every((word) => weak.has(word)))
    .slice(0, MAX_ADVICE);
}

function joined(advice: Recommendation[]): string {
  return advice.map((item) => item.text).join('\n');
}

function present(row: {
  text: string;
  source: string;
  model: string | null;
  generatedOn: string;
  figures: Record<string, unknown>;
}): AiRecommendations {
  // Rules-made advice is remade from the figures it was made from, as data the web words in the learner's language.
  const rules =
    row.source === 'rules'
      ? recommendationsByRules(row.figures as unknown as LearnerFigures).flatMap(({ kind, values }) => {
          const rule = RecommendationRule.safeParse({ kind, values });
          return rule.success ? [rule.data] : [];
        })
      : undefined;
  return {
    text: row.text,
    source: row.source === 'model' ? 'model' : 'rules',
    ...(rules ? { rules } : {}),
    ...(row.model ? { model: row.model } : {}),
    generatedOn: row.generatedOn,
  };
}
