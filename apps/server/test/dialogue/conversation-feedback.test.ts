import { randomUUID } from 'node:crypto';
import { DialogueFeedback, dialoguePaths } from '@tolk/contracts/dialogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { FEEDBACK_MAX_TURNS } from '../../src/domain/dialogue/conversation-feedback';
import { seedDialogueEntries } from '../support/dialogue-entries';
import { type ChatCompletionBody, type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The end-of-conversation report: the learner's turns of that conversation, oldest first (the
 * latest FEEDBACK_MAX_TURNS of a long one), go to the chat model in one structured-output call
 * that names the language, level, topic and the interface language to write in; the answer comes
 * back trimmed and marked with the model that wrote it.
 */

let openai: FakeOpenAi;
let t: TestApp;
let bare: TestApp;
let asked: ChatCompletionBody[] = [];

/** What the model writes: padded and with a blank point, which the server trims and drops. */
const MODEL_ANSWER = {
  summary: '  Du holdt samtalen i gang og svarte på alle spørsmålene.  ',
  strengths: ['Tu poses des questions.', '   '],
  improvements: ['Place le temps à la fin : « Jeg reiser med tog i morgen ».'],
  wordsToLearn: [' billett ', 'reise'],
};

beforeAll(async () => {
  openai = await startFakeOpenAi({ models: ['coach-1'] });
  openai.content = (_text, body) => {
    asked.push(body);
    return JSON.stringify(MODEL_ANSWER);
  };
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
  openai.override = undefined;
});

const feedback = (app: TestApp, conversationId: string, user: Pick<UserRow, 'id'>, payload: unknown) =>
  app.request({
    method: 'POST',
    url: dialoguePaths.feedback(conversationId),
    token: app.tokenFor(user),
    payload: payload as object,
  });

/** `count` turns of one conversation, a minute apart, inserted newest first so order comes from the times. */
async function conversation(app: TestApp, userId: string, count: number, conversationId = randomUUID()) {
  const turns = Array.from({ length: count }, (_, index) => ({
    userId,
    conversationId,
    languageCode: 'no',
    level: index === count - 1 ? 'A2' : 'A1',
    topic: 'Travel',
    userMessage: `Melding ${index + 1}`,
    gptResponse: `Svar ${index + 1}`,
    createdAt: new Date(Date.UTC(2026, 4, 1, 10, index)),
  }));
  await seedDialogueEntries(app.db, [...turns].reverse());
  return { conversationId, turns };
}

describe('POST /api/dialogue/conversations/{conversationId}/feedback', () => {
  it('sends the conversation in order with its language, level, topic and the interface language, and answers the report', async () => {
    const learner = await t.createUser();
    const { conversationId } = await conversation(t, learner.id, 3);
    // Another conversation of the learner, and another learner's turns under the same id, are left out.
    await conversation(t, learner.id, 2);
    await seedDialogueEntries(t.db, [{ userId: (await t.createUser()).id, conversationId, userMessage: 'Fremmed' }]);

    const response = await feedback(t, conversationId, learner, { interfaceLanguage: 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    expect(DialogueFeedback.parse(response.json())).toEqual({
      conversationId,
      summary: 'Du holdt samtalen i gang og svarte på alle spørsmålene.',
      strengths: ['Tu poses des questions.'],
      improvements: ['Place le temps à la fin : « Jeg reiser med tog i morgen ».'],
      wordsToLearn: ['billett', 'reise'],
      turns: 3,
      generated: { model: 'coach-1' },
    });

    expect(asked).toHaveLength(1);
    const [request] = asked as [ChatCompletionBody & { response_format?: { json_schema?: { name?: string } } }];
    expect(request.model).toBe('coach-1');
    expect(request.stream).not.toBe(true);
    expect(request.response_format?.json_schema?.name).toBe('dialogue_feedback');
    const [system, user] = request.messages ?? [];
    expect(system?.role).toBe('system');
    // The level is the conversation's latest; the report is written in the interface language.
    expect(system?.content).toMatch(/Norwegian at CEFR level A2/);
    expect(system?.content).toMatch(/"Travel"/);
    expect(system?.content).toMatch(/summary: two or three sentences in French/);
    expect(system?.content).not.toMatch(/Melding/);
    expect(user?.role).toBe('user');
    expect(JSON.parse(user?.content ?? '')).toEqual({
      earlierTurnsNotShown: 0,
      turns: [
        { learner: 'Melding 1', partner: 'Svar 1' },
        { learner: 'Melding 2', partner: 'Svar 2' },
        { learner: 'Melding 3', partner: 'Svar 3' },
      ],
    });
  });

  it('sends only the latest turns of a long conversation and says how many were left out', async () => {
    const learner = await t.createUser();
    const total = FEEDBACK_MAX_TURNS + 5;
    const { conversationId } = await conversation(t, learner.id, total);
    const response = await feedback(t, conversationId, learner, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ turns: total });
    const sent = JSON.parse(asked[0]?.messages?.[1]?.content ?? '') as {
      earlierTurnsNotShown: number;
      turns: { learner: string }[];
    };
    expect(sent.earlierTurnsNotShown).toBe(5);
    expect(sent.turns.map((turn) => turn.learner)).toEqual(
      Array.from({ length: FEEDBACK_MAX_TURNS }, (_, index) => `Melding ${index + 6}`),
    );
    // No interface language named: English.
    expect(asked[0]?.messages?.[0]?.content).toMatch(/summary: two or three sentences in English/);
  });

  it("is 404 for a conversation without the learner's turns, asking no model", async () => {
    const owner = await t.createUser();
    const { conversationId } = await conversation(t, owner.id, 2);
    const stranger = await t.createUser();
    for (const id of [conversationId, randomUUID()]) {
      const response = await feedback(t, id, stranger, { interfaceLanguage: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Conversation not found' });
    }
    expect(asked).toEqual([]);
  });

  it.each([
    ['not-a-uuid', { interfaceLanguage: 'en' }, 'conversationId', 'Conversation id must be a UUID'],
    [randomUUID(), { interfaceLanguage: 'xx' }, 'interfaceLanguage', 'Interface language not supported'],
    [randomUUID(), { interfaceLanguage: 'sv' }, 'interfaceLanguage', 'Interface language not supported'],
  ])('refuses %s %j with 400', async (conversationId, payload, field, message) => {
    const learner = await t.createUser();
    const response = await feedback(t, conversationId, learner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('answers 502 when the model fails or answers something that is not the report', async () => {
    const learner = await t.createUser();
    const { conversationId } = await conversation(t, learner.id, 1);
    openai.override = { status: 500, json: { error: { message: 'overloaded' } } };
    const failed = await feedback(t, conversationId, learner, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'ENGINE_FAILED' });

    openai.override = {
      status: 200,
      json: {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: 'coach-1',
        choices: [{ index: 0, message: { role: 'assistant', content: '{"summary": 3}' }, finish_reason: 'stop' }],
      },
    };
    const malformed = await feedback(t, conversationId, learner, {});
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json()).toMatchObject({ code: 'ENGINE_FAILED' });
  });

  it('answers 503 when no chat model is configured', async () => {
    const learner = await bare.createUser();
    const { conversationId } = await conversation(bare, learner.id, 1);
    const response = await feedback(bare, conversationId, learner, {});
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      error: 'No chat model is configured on this server.',
    });
  });
});
