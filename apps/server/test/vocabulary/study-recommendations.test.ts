import { StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { studyWords, vocabularyCards } from '../../src/db/schema/study-words';
import { vocabularyRecommendations } from '../../src/db/schema/vocabulary';
import { type ChatCompletionBody, type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * AI recommendations in study-statistics: the figures the model is sent are the learner's real
 * ones (the same the statistics answer, and their weakest words as their cards hold them); advice
 * with a number or word not among them is dropped; the day's answer is cached; with no chat model
 * (or a failing one) the same figures give rule-made advice, marked as such.
 */

const STATISTICS = '/api/unified-dictionary/study-statistics?interfaceLanguage=en';
const WORDS = ['hus', 'bok', 'katt', 'hund', 'bil', 'tre'];
let openai: FakeOpenAi;
let t: TestApp;
let bare: TestApp;
let asked: ChatCompletionBody[] = [];

beforeAll(async () => {
  openai = await startFakeOpenAi({ models: ['coach-1'] });
  [t, bare] = await Promise.all([
    createTestApp({ engines: { chat: { openai: { baseUrl: openai.baseUrl, model: 'coach-1' } } } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), openai.close()]);
});
beforeEach(() => {
  asked = [];
});

/** A learner with six Norwegian words who answered: 'hus' wrong twice, 'bok' wrong once, the rest right. */
async function learner(app: TestApp): Promise<{ user: UserRow; token: string }> {
  const user = await app.createUser();
  const token = app.tokenFor(user);
  const rows = await app.db
    .insert(studyWords)
    .values(WORDS.map((word) => ({ userId: user.id, language: 'no', word, wordKey: word })))
    .returning({ id: studyWords.id, word: studyWords.word });
  const answers: Record<string, boolean[]> = {
    hus: [false, false, true],
    bok: [true, false],
    katt: [true],
    hund: [true],
  };
  for (const row of rows) {
    for (const isCorrect of answers[row.word] ?? []) {
      const url = `/api/unified-dictionary/practice-result/${row.id}?isCorrect=${isCorrect}`;
      expect((await app.request({ method: 'POST', url, token })).statusCode).toBe(200);
    }
  }
  return { user, token };
}

async function statistics(app: TestApp, token: string) {
  const response = await app.request({ method: 'GET', url: STATISTICS, token });
  expect(response.statusCode, response.body).toBe(200);
  return StudyStatisticsResponse.parse(response.json());
}

const userMessage = (body: ChatCompletionBody | undefined) =>
  JSON.parse(body?.messages?.find((message) => message.role === 'user')?.content ?? '{}');

describe('recommendations written by the chat model', () => {
  it('sends the real figures, keeps only grounded advice, and asks once a day', async () => {
    const { user, token } = await learner(t);
    openai.content = (_text, body) => {
      asked.push(body);
      const figures = userMessage(body);
      const weakest = figures.weakWords[0];
      return JSON.stringify({
        recommendations: [
          { text: `Review your ${figures.dueNow} due words first.`, words: [] },
          {
            text: `Practise "${weakest.word}": ${weakest.correctAnswers} of ${weakest.answers} right.`,
            words: [weakest.word],
          },
          { text: 'Learn 999 new words this week.', words: [] },
          { text: 'Say "elefant" aloud every day.', words: ['elefant'] },
        ],
      });
    };
    const first = await statistics(t, token);
    expect(asked).toHaveLength(1);

    const figures = userMessage(asked[0]);
    expect(figures).toMatchObject({
      totalWords: first.totalWords,
      newWords: first.newCount,
      dueNow: first.dueCount,
      answers: first.totalReviews,
      correctAnswers: first.correctReviews,
      accuracyPercent: Math.round((first.overallAccuracy ?? 0) * 100),
      currentStreakDays: first.currentStreak,
      reviewedToday: true,
      languages: [{ language: 'Norwegian Bokmål', words: WORDS.length, dueNow: first.dueCount }],
    });
    expect(first).toMatchObject({ totalWords: 6, totalReviews: 7, correctReviews: 4, newCount: 2 });
    const cards = await t.db
      .select({
        word: studyWords.word,
        lapses: vocabularyCards.lapses,
        answers: vocabularyCards.answerCount,
        correct: vocabularyCards.correctCount,
      })
      .from(vocabularyCards)
      .innerJoin(studyWords, eq(studyWords.id, vocabularyCards.studyWordId))
      .where(eq(vocabularyCards.userId, user.id));
    const weak = cards.filter((card) => card.correct < card.answers);
    expect(figures.weakWords.map((word: { word: string }) => word.word).sort()).toEqual(
      weak.map((card) => card.word).sort(),
    );
    for (const word of figures.weakWords) {
      const card = weak.find((candidate) => candidate.word === word.word);
      expect(word).toMatchObject({ lapses: card?.lapses, answers: card?.answers, correctAnswers: card?.correct });
    }
    expect(asked[0]?.messages?.[0]?.content).toContain('Use only numbers that appear in the figures');
    expect(asked[0]?.response_format).toMatchObject({
      json_schema: { name: 'vocabulary_recommendations', strict: true },
    });

    const weakest = figures.weakWords[0];
    expect(first.aiRecommendationsDetails).toMatchObject({ source: 'model', model: 'coach-1' });
    expect(first.aiRecommendationsDetails?.text).toBe(
      [
        `Review your ${first.dueCount} due words first.`,
        `Practise "${weakest.word}": ${weakest.correctAnswers} of ${weakest.answers} right.`,
      ].join('\n'),
    );

    const again = await statistics(t, token);
    expect(asked).toHaveLength(1);
    expect(again.aiRecommendationsDetails).toEqual(first.aiRecommendationsDetails);
    // The call list's statistics have the recommendations as text.
    expect(first.aiRecommendations).toBe(first.aiRecommendationsDetails?.text);
  });

  it('gives rule-made advice, not cached, when the model fails', async () => {
    const { user, token } = await learner(t);
    openai.content = (_text, body) => {
      asked.push(body);
      return 'I would rather chat.';
    };
    const answer = await statistics(t, token);
    expect(answer.aiRecommendationsDetails?.source).toBe('rules');
    expect(answer.aiRecommendationsDetails?.model).toBeUndefined();
    expect(
      await t.db.select().from(vocabularyRecommendations).where(eq(vocabularyRecommendations.userId, user.id)),
    ).toEqual([]);
    await statistics(t, token);
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});

describe('recommendations and the engine budget', () => {
  it('asks the model only within the learner’s engine budget; past it the rules answer, still 200', async () => {
    const budgeted = await createTestApp({
      engineCallsPerMinute: 2,
      engines: { chat: { openai: { baseUrl: openai.baseUrl, model: 'coach-1' } } },
    });
    try {
      const { token } = await learner(budgeted);
      openai.content = (_text, body) => {
        asked.push(body);
        return 'I would rather chat.';
      };
      const sources: (string | undefined)[] = [];
      for (let visit = 0; visit < 4; visit++)
        sources.push((await statistics(budgeted, token)).aiRecommendationsDetails?.source);
      expect(sources).toEqual(['rules', 'rules', 'rules', 'rules']);
      expect(asked).toHaveLength(2);
    } finally {
      await budgeted.close();
    }
  });
});

describe('recommendations computed by rules', () => {
  it('quotes the learner’s own figures and weak words, marked as rules', async () => {
    const { token } = await learner(bare);
    const answer = await statistics(bare, token);
    expect(answer.aiRecommendationsDetails).toMatchObject({
      source: 'rules',
      generatedOn: new Date().toISOString().slice(0, 10),
    });
    const text = answer.aiRecommendationsDetails?.text ?? '';
    expect(text).toContain('hus (');
    expect(text).toContain('1/3 right');
    expect(text).toContain('bok (');
    expect(text).toContain(
      `${Math.round((answer.overallAccuracy ?? 0) * 100)} % of your ${answer.totalReviews} answers were right`,
    );
    for (const number of text.match(/\d+/g) ?? []) {
      expect([
        answer.totalReviews,
        answer.correctReviews,
        answer.dueCount,
        answer.newCount,
        answer.currentStreak,
        0,
        1,
        2,
        3,
        Math.round((answer.overallAccuracy ?? 0) * 100),
      ]).toContain(Number(number));
    }
    // The same advice as data, for the web to word in the learner's language (issue 28).
    const rules = answer.aiRecommendationsDetails?.rules ?? [];
    expect(rules.map((rule) => rule.kind)).toEqual(expect.arrayContaining(['practise-weak', 'accuracy-low']));
    expect(rules.find((rule) => rule.kind === 'practise-weak')?.values.words).toMatch(/hus/);
    expect(rules.find((rule) => rule.kind === 'accuracy-low')?.values).toEqual({
      percent: Math.round((answer.overallAccuracy ?? 0) * 100),
      count: answer.totalReviews,
    });
  });

  it('makes none for a learner without words', async () => {
    const user = await bare.createUser();
    expect((await statistics(bare, bare.tokenFor(user))).aiRecommendations).toBeNull();
  });
});
