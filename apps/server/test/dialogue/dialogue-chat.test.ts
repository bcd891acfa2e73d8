import { randomUUID } from 'node:crypto';
import {
  DIALOGUE_CONVERSATION_IDLE_MINUTES,
  DIALOGUE_FIRST_TURN_SECONDS,
  DIALOGUE_MESSAGE_MAX_LENGTH,
  DIALOGUE_TOPICS,
  DIALOGUE_TURN_MAX_SECONDS,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialogueEntries } from '../../src/db/schema/dialogue';
import {
  chatBody,
  learner,
  onlyCheck,
  onlyReply,
  PARTNER_MODEL,
  PARTNER_REPLY,
  type PartnerModel,
  parseEvents,
  partnerEngines,
  sentToModel,
  startPartnerModel,
  takeTurn,
} from '../support/dialogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A dialogue turn through HTTP against a stand-in OpenAI-compatible server: what the partner is
 * told (model, language, level and what it means, topic, the conversation so far within its
 * budget), the reply whole and streamed, the corrections beside it, and every refusal.
 */

let model: PartnerModel;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  model = await startPartnerModel();
  [t, bare] = await Promise.all([createTestApp(partnerEngines(model)), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), model.fake.close()]);
});
beforeEach(() => model.reset());

async function chat(token: string, payload: unknown) {
  return t.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: payload as object });
}

async function storedEntry(id: string) {
  const [row] = await t.db.select().from(dialogueEntries).where(eq(dialogueEntries.id, id));
  return row;
}

describe('GET /api/dialogue/topics', () => {
  it('lists the fifteen topics to an active user', async () => {
    const { token } = await learner(t);
    const response = await t.request({ method: 'GET', url: '/api/dialogue/topics', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...DIALOGUE_TOPICS]);
    expect(DIALOGUE_TOPICS).toHaveLength(15);
  });

  it('refuses a visitor without a token and a pending or blocked account', async () => {
    expect((await t.request({ method: 'GET', url: '/api/dialogue/topics' })).statusCode).toBe(401);
    for (const status of ['PENDING', 'BLOCKED'] as const) {
      const user = await t.createUser({ status });
      const response = await t.request({ method: 'GET', url: '/api/dialogue/topics', token: t.tokenFor(user) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('POST /api/dialogue/chat', () => {
  it('tells the model the language, the level and what it means, and the topic; answers and stores the entry', async () => {
    const { user, token } = await learner(t);
    const before = Date.now();
    const entry = await takeTurn(t, token, chatBody());

    const { body: request, system, rest } = onlyReply(model.fake);
    expect(request.model).toBe(PARTNER_MODEL);
    expect(request.stream).toBe(true);
    expect(request.max_tokens).toBe(300);
    expect(system).toContain('learning Norwegian Bokmål');
    expect(system).toContain('Always answer in Norwegian Bokmål only');
    expect(system).toContain('CEFR A2 (Elementary)');
    expect(system).toMatch(/vocabulary: the 1,000 to 1,500 most common words/);
    expect(system).toMatch(/sentences: short sentences of up to 10 words/);
    expect(system).toMatch(/grammar: present, simple past and simple future/);
    expect(system).toContain('about this topic: Travel');
    expect(system).toMatch(/question that keeps the conversation going/);
    expect(system).toMatch(/Do not correct the learner’s mistakes/);
    // The learner's text is a user turn, never part of the instructions.
    expect(system).not.toContain('Bergen');
    expect(system).not.toMatch(/left out/);
    expect(rest).toEqual([{ role: 'user', content: 'Hei! Jeg vil reise til Bergen.' }]);

    expect(entry).toMatchObject({
      userMessage: 'Hei! Jeg vil reise til Bergen.',
      gptResponse: PARTNER_REPLY,
      languageCode: 'no',
      level: 'A2',
      topic: 'Travel',
      userAudioUrl: null,
      gptAudioUrl: `/api/dialogue/audio/${entry.id}`,
      corrections: [],
      reviewedWords: [],
      generated: { model: PARTNER_MODEL },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await storedEntry(entry.id);
    expect(row).toMatchObject({
      userId: user.id,
      conversationId: entry.conversationId,
      gptResponse: PARTNER_REPLY,
      model: PARTNER_MODEL,
      corrections: [],
      // hei, jeg, vil, reise, til, bergen
      wordCount: 6,
      activeSeconds: DIALOGUE_FIRST_TURN_SECONDS,
    });
  });

  it('sends this learner’s earlier turns of the same conversation in order, never another learner’s', async () => {
    const { token } = await learner(t);
    const other = await learner(t);
    const conversationId = randomUUID();
    model.replyFor = (text) => `Svar på «${text}». Og så?`;
    await takeTurn(t, token, chatBody({ conversationId, message: 'Første' }));
    await takeTurn(t, token, chatBody({ conversationId, message: 'Andre' }));
    // Another learner reusing the id, and the same learner's other conversation: neither is context.
    await takeTurn(t, other.token, chatBody({ conversationId, message: 'Fremmed' }));
    await takeTurn(t, token, chatBody({ conversationId: randomUUID(), message: 'Annen samtale' }));
    model.fake.requests.length = 0;

    const entry = await takeTurn(t, token, chatBody({ conversationId, message: 'Tredje' }));
    expect(entry.conversationId).toBe(conversationId);
    expect(onlyReply(model.fake).rest).toEqual([
      { role: 'user', content: 'Første' },
      { role: 'assistant', content: 'Svar på «Første». Og så?' },
      { role: 'user', content: 'Andre' },
      { role: 'assistant', content: 'Svar på «Andre». Og så?' },
      { role: 'user', content: 'Tredje' },
    ]);
    // The check sees what the learner answered.
    expect(onlyCheck(model.fake).input.partnerSaid).toBe('Svar på «Andre». Og så?');
  });

  it('continues the current conversation in the language when the message names none, as the call list sends it', async () => {
    const { token } = await learner(t);
    model.replyFor = (text) => `Svar på «${text}». Og så?`;
    // The call list's body: message, languageCode, level, topic, userAudioUrl; no conversation id.
    const first = await takeTurn(t, token, chatBody({ message: 'Første' }));
    model.fake.requests.length = 0;
    const second = await takeTurn(t, token, chatBody({ message: 'Andre' }));
    expect(second.conversationId).toBe(first.conversationId);
    expect(onlyReply(model.fake).rest).toEqual([
      { role: 'user', content: 'Første' },
      { role: 'assistant', content: 'Svar på «Første». Og så?' },
      { role: 'user', content: 'Andre' },
    ]);

    // Another language is another conversation; so is one whose last turn is over the idle time old.
    const swedish = await takeTurn(t, token, chatBody({ languageCode: 'sv', message: 'Hej' }));
    expect(swedish.conversationId).not.toBe(first.conversationId);
    await t.db
      .update(dialogueEntries)
      .set({ createdAt: new Date(Date.now() - (DIALOGUE_CONVERSATION_IDLE_MINUTES * 60 + 5) * 1000) })
      .where(eq(dialogueEntries.conversationId, first.conversationId));
    model.fake.requests.length = 0;
    const later = await takeTurn(t, token, chatBody({ message: 'Senere' }));
    expect(later.conversationId).not.toBe(first.conversationId);
    expect(onlyReply(model.fake).rest).toEqual([{ role: 'user', content: 'Senere' }]);

    // A new id from the web app's "new conversation" starts one at once; the next message without an id follows it.
    const fresh = randomUUID();
    await takeTurn(t, token, chatBody({ conversationId: fresh, message: 'Ny' }));
    expect((await takeTurn(t, token, chatBody({ message: 'Videre' }))).conversationId).toBe(fresh);
  });

  it('drops the oldest turns past the token budget and tells the model they were left out', async () => {
    const { user, token } = await learner(t);
    const conversationId = randomUUID();
    const start = Date.now() - 60 * 60_000;
    // Each turn about 750 tokens (1,500 ASCII characters each way): two fit the 2,000-token budget.
    await t.db.insert(dialogueEntries).values(
      [1, 2, 3, 4, 5].map((n) => ({
        userId: user.id,
        conversationId,
        languageCode: 'no',
        level: 'B1',
        topic: 'Weather',
        userMessage: `u${n} ${'a'.repeat(1500)}`,
        gptResponse: `r${n} ${'b'.repeat(1500)}`,
        model: PARTNER_MODEL,
        wordCount: 2,
        activeSeconds: 30,
        createdAt: new Date(start + n * 60_000),
      })),
    );
    await takeTurn(t, token, chatBody({ conversationId, level: 'B1', topic: 'Weather', message: 'Nå' }));
    const { system, rest } = onlyReply(model.fake);
    expect(rest.map((message) => message.content.slice(0, 3))).toEqual(['u4 ', 'r4 ', 'u5 ', 'r5 ', 'Nå']);
    expect(system).toContain('its first 3 turns were left out');
  });

  it('counts the pause since the previous turn as time in conversation, at most the cap', async () => {
    const { user, token } = await learner(t);
    const [recent, stale] = [randomUUID(), randomUUID()];
    const earlier = (conversationId: string, secondsAgo: number) => ({
      userId: user.id,
      conversationId,
      languageCode: 'no',
      level: 'A1',
      topic: 'General conversation',
      userMessage: 'Hei',
      gptResponse: 'Hei! Hvordan går det?',
      model: PARTNER_MODEL,
      wordCount: 1,
      activeSeconds: 30,
      createdAt: new Date(Date.now() - secondsAgo * 1000),
    });
    await t.db.insert(dialogueEntries).values([earlier(recent, 42), earlier(stale, 3600)]);
    const first = await storedEntry((await takeTurn(t, token, chatBody({ conversationId: recent }))).id);
    const second = await storedEntry((await takeTurn(t, token, chatBody({ conversationId: stale }))).id);
    expect(first?.activeSeconds).toBeGreaterThanOrEqual(42);
    expect(first?.activeSeconds).toBeLessThanOrEqual(45);
    expect(second?.activeSeconds).toBe(DIALOGUE_TURN_MAX_SECONDS);
  });

  it('returns and stores the corrections of the learner’s message, explained in the interface language', async () => {
    const { token } = await learner(t);
    model.checkAnswer = {
      corrections: [
        {
          original: ' Jeg har gå til butikken. ',
          corrected: 'Jeg har gått til butikken.',
          explanation: 'Perfektum tar partisipp.',
        },
        { original: 'Same', corrected: 'Same', explanation: 'no change is no correction' },
      ],
      wordsUsedCorrectly: [],
    };
    const entry = await takeTurn(t, token, chatBody({ message: 'Jeg har gå til butikken.', interfaceLanguage: 'ru' }));
    const corrections = [
      {
        original: 'Jeg har gå til butikken.',
        corrected: 'Jeg har gått til butikken.',
        explanation: 'Perfektum tar partisipp.',
      },
    ];
    expect(entry.corrections).toEqual(corrections);
    expect((await storedEntry(entry.id))?.corrections).toEqual(corrections);

    const { system, input } = onlyCheck(model.fake);
    expect(system).toContain('a learner of Norwegian Bokmål (CEFR A2)');
    expect(system).toMatch(/"explanation": why, in one short line written in Russian/);
    expect(system).not.toContain('butikken');
    expect(input).toEqual({ message: 'Jeg har gå til butikken.', partnerSaid: null, studyWords: [] });
    const check = sentToModel(model.fake).checks[0];
    expect(check?.model).toBe(PARTNER_MODEL);
    expect(check?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'dialogue_message_check', strict: true },
    });
  });

  it('answers with corrections null when the check fails, and still stores the turn', async () => {
    const { token } = await learner(t);
    model.checkAnswer = 'I think the message is fine.';
    const entry = await takeTurn(t, token, chatBody());
    expect(entry.gptResponse).toBe(PARTNER_REPLY);
    expect(entry.corrections).toBeNull();
    expect(entry.reviewedWords).toEqual([]);
    expect((await storedEntry(entry.id))?.corrections).toBeNull();
  });

  it('refuses what the contract refuses with 400 and sends nothing to the model', async () => {
    const { token } = await learner(t);
    const cases: [unknown, string][] = [
      [chatBody({ message: '   ' }), 'message'],
      [chatBody({ message: 'a'.repeat(DIALOGUE_MESSAGE_MAX_LENGTH + 1) }), 'message'],
      [{ ...chatBody(), level: 'D1' }, 'level'],
      [{ ...chatBody(), languageCode: 'xx' }, 'languageCode'],
      [{ ...chatBody(), topic: 'Politics' }, 'topic'],
      [{ ...chatBody(), userAudioUrl: 'https://example.test/a.wav' }, 'userAudioUrl'],
      [{ ...chatBody(), conversationId: 'not-a-uuid' }, 'conversationId'],
    ];
    for (const [payload, field] of cases) {
      for (const url of ['/api/dialogue/chat', '/api/dialogue/chat/stream']) {
        const response = await t.request({ method: 'POST', url, token, payload: payload as object });
        expect(response.statusCode, `${url} ${field}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const error = ApiError.parse(response.json());
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
      }
    }
    const blank = ApiError.parse((await chat(token, chatBody({ message: ' ' }))).json());
    expect(blank.error).toBe('Message must not be blank');
    const long = ApiError.parse((await chat(token, chatBody({ message: 'a'.repeat(2001) }))).json());
    expect(long.error).toBe(`Message must be at most ${DIALOGUE_MESSAGE_MAX_LENGTH} characters`);
    expect(ApiError.parse((await chat(token, { ...chatBody(), level: 'D1' })).json()).error).toBe(
      'Level must be one of A1, A2, B1, B2, C1, C2',
    );
    expect(model.fake.requests).toHaveLength(0);
  });

  it('refuses a visitor without a token (401) and a pending or blocked account (403)', async () => {
    for (const url of ['/api/dialogue/chat', '/api/dialogue/chat/stream']) {
      expect((await t.request({ method: 'POST', url, payload: chatBody() })).statusCode).toBe(401);
      for (const status of ['PENDING', 'BLOCKED'] as const) {
        const user = await t.createUser({ status });
        const response = await t.request({ method: 'POST', url, token: t.tokenFor(user), payload: chatBody() });
        expect(response.statusCode).toBe(403);
        expect(ApiError.parse(response.json()).code).toBe(status === 'PENDING' ? 'ACCOUNT_PENDING' : 'ACCOUNT_BLOCKED');
      }
    }
    expect(model.fake.requests).toHaveLength(0);
  });

  it('answers 503 when no chat model is configured, whole or streamed: what to configure for administrators only', async () => {
    const { user, token } = await learner(bare);
    const admin = bare.tokenFor(await bare.createUser({ role: 'ADMIN' }));
    for (const url of ['/api/dialogue/chat', '/api/dialogue/chat/stream']) {
      const response = await bare.request({ method: 'POST', url, token, payload: chatBody() });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const error = ApiError.parse(response.json());
      expect(error.code).toBe('ENGINE_UNAVAILABLE');
      expect(error.error).toBe('No chat model is configured on this server.');
      const forAdmin = ApiError.parse(
        (await bare.request({ method: 'POST', url, token: admin, payload: chatBody() })).json(),
      );
      expect(forAdmin.error).toContain('OPENAI_BASE_URL');
      expect(forAdmin.error).toContain('CHAT_MODEL');
    }
    expect(await bare.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, user.id))).toEqual([]);
  });
});

describe('POST /api/dialogue/chat/stream', () => {
  it('streams the reply as it is written, then the entry; the pieces make the stored reply', async () => {
    const { token } = await learner(t);
    const response = await t.request({ method: 'POST', url: '/api/dialogue/chat/stream', token, payload: chatBody() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    // The security headers every answer has are kept on a stream.
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const events = parseEvents(response.body);
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.length).toBeGreaterThan(3);
    const last = events.at(-1);
    if (last?.type !== 'entry') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
    expect(events.filter((event) => event.type === 'entry')).toHaveLength(1);
    expect(deltas.join('')).toBe(PARTNER_REPLY);
    expect(last.entry.gptResponse).toBe(PARTNER_REPLY);
    expect(last.entry.generated).toEqual({ model: PARTNER_MODEL });
    expect((await storedEntry(last.entry.id))?.gptResponse).toBe(PARTNER_REPLY);
    expect(onlyReply(model.fake).system).toContain('CEFR A2');
  });
});
