import { randomUUID } from 'node:crypto';
import {
  DIALOGUE_FIRST_TURN_SECONDS,
  DIALOGUE_MESSAGE_MAX_LENGTH,
  DIALOGUE_TOPICS,
  DIALOGUE_TURN_MAX_SECONDS,
  type DialogueChatRequest,
  DialogueEntry,
  DialogueStreamEvent,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialogueEntries, dialogueWordUses } from '../../src/db/schema/dialogue';
import { lexiconEntries, lexiconForms, studyWords } from '../../src/db/schema/dictionary';
import { vocabularyCards, vocabularyReviewLogs } from '../../src/db/schema/vocabulary';
import { createSource } from '../support/dictionary-lexicon';
import { type ChatCompletionBody, type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A dialogue turn through HTTP against a stand-in OpenAI-compatible server: what the partner is
 * told (model, language, level and what it means, topic, the conversation so far within its
 * budget, the learner's due words), the reply whole and streamed, the corrections and study-word
 * reviews beside it, and every refusal.
 */

const MODEL = 'partner-1';
const REPLY = 'Så fint! Jeg liker også å reise. Hvor vil du reise i sommer?';
const NO_MISTAKES = { corrections: [], wordsUsedCorrectly: [] };

let fake: FakeOpenAi;
let t: TestApp;
let bare: TestApp;
/** The partner's reply to a user message. */
let replyFor: (userText: string) => string;
/** The check's answer, or a string sent as is (not JSON: a failed check). */
let checkAnswer: unknown;

beforeAll(async () => {
  fake = await startFakeOpenAi({ models: [MODEL] });
  fake.content = (userText, body) => {
    if (!body.response_format) return replyFor(userText);
    return typeof checkAnswer === 'string' ? checkAnswer : JSON.stringify(checkAnswer);
  };
  [t, bare] = await Promise.all([
    createTestApp({ engines: { chat: { openai: { baseUrl: fake.baseUrl, model: MODEL } } } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), fake.close()]);
});
beforeEach(() => {
  fake.requests.length = 0;
  replyFor = () => REPLY;
  checkAnswer = NO_MISTAKES;
});

const body = (overrides: Partial<DialogueChatRequest> = {}): DialogueChatRequest => ({
  message: 'Hei! Jeg vil reise til Bergen.',
  languageCode: 'no',
  level: 'A2',
  topic: 'Travel',
  userAudioUrl: null,
  ...overrides,
});

async function learner(app = t) {
  const user = await app.createUser();
  return { user, token: app.tokenFor(user) };
}

async function chat(token: string, payload: unknown, app = t) {
  return app.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: payload as object });
}

async function turn(token: string, payload: DialogueChatRequest): Promise<DialogueEntry> {
  const response = await chat(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return DialogueEntry.parse(response.json());
}

/** The requests the model was sent: the replies (streamed prose) and the checks (structured). */
function sent() {
  const bodies = fake.requests.map((request) => JSON.parse(request.body) as Required<ChatCompletionBody>);
  return {
    replies: bodies.filter((b) => !b.response_format),
    checks: bodies.filter((b) => b.response_format),
  };
}

function onlyReply() {
  const { replies } = sent();
  expect(replies).toHaveLength(1);
  const reply = replies[0] as Required<ChatCompletionBody>;
  const [system, ...rest] = reply.messages;
  expect(system?.role).toBe('system');
  return { body: reply, system: system?.content ?? '', rest };
}

function onlyCheck() {
  const { checks } = sent();
  expect(checks).toHaveLength(1);
  const check = checks[0] as Required<ChatCompletionBody>;
  return {
    system: check.messages[0]?.content ?? '',
    input: JSON.parse(check.messages[1]?.content ?? '{}') as {
      message: string;
      partnerSaid: string | null;
      studyWords: string[];
    },
  };
}

async function storedEntry(id: string) {
  const [row] = await t.db.select().from(dialogueEntries).where(eq(dialogueEntries.id, id));
  return row;
}

/** Server-sent events as a browser reads them: `event:` names the type, `data:` the JSON of the rest. */
function parseEvents(text: string): DialogueStreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '{}';
      return DialogueStreamEvent.parse({ type, ...JSON.parse(data) });
    });
}

describe('GET /api/dialogue/topics', () => {
  it('lists the fifteen topics to an active user', async () => {
    const { token } = await learner();
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
    const { user, token } = await learner();
    const before = Date.now();
    const entry = await turn(token, body());

    const { body: request, system, rest } = onlyReply();
    expect(request.model).toBe(MODEL);
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
      gptResponse: REPLY,
      languageCode: 'no',
      level: 'A2',
      topic: 'Travel',
      userAudioUrl: null,
      gptAudioUrl: `/api/dialogue/audio/${entry.id}`,
      corrections: [],
      reviewedWords: [],
      generated: { model: MODEL },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await storedEntry(entry.id);
    expect(row).toMatchObject({
      userId: user.id,
      conversationId: entry.conversationId,
      gptResponse: REPLY,
      model: MODEL,
      corrections: [],
      // hei, jeg, vil, reise, til, bergen
      wordCount: 6,
      activeSeconds: DIALOGUE_FIRST_TURN_SECONDS,
    });
  });

  it('sends this learner’s earlier turns of the same conversation in order, never another learner’s', async () => {
    const { token } = await learner();
    const other = await learner();
    const conversationId = randomUUID();
    replyFor = (text) => `Svar på «${text}». Og så?`;
    await turn(token, body({ conversationId, message: 'Første' }));
    await turn(token, body({ conversationId, message: 'Andre' }));
    // Another learner reusing the id, and the same learner's other conversation: neither is context.
    await turn(other.token, body({ conversationId, message: 'Fremmed' }));
    await turn(token, body({ conversationId: randomUUID(), message: 'Annen samtale' }));
    fake.requests.length = 0;

    const entry = await turn(token, body({ conversationId, message: 'Tredje' }));
    expect(entry.conversationId).toBe(conversationId);
    expect(onlyReply().rest).toEqual([
      { role: 'user', content: 'Første' },
      { role: 'assistant', content: 'Svar på «Første». Og så?' },
      { role: 'user', content: 'Andre' },
      { role: 'assistant', content: 'Svar på «Andre». Og så?' },
      { role: 'user', content: 'Tredje' },
    ]);
    // The check sees what the learner answered.
    expect(onlyCheck().input.partnerSaid).toBe('Svar på «Andre». Og så?');
  });

  it('drops the oldest turns past the token budget and tells the model they were left out', async () => {
    const { user, token } = await learner();
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
        model: MODEL,
        wordCount: 2,
        activeSeconds: 30,
        createdAt: new Date(start + n * 60_000),
      })),
    );
    await turn(token, body({ conversationId, level: 'B1', topic: 'Weather', message: 'Nå' }));
    const { system, rest } = onlyReply();
    expect(rest.map((message) => message.content.slice(0, 3))).toEqual(['u4 ', 'r4 ', 'u5 ', 'r5 ', 'Nå']);
    expect(system).toContain('its first 3 turns were left out');
  });

  it('counts the pause since the previous turn as time in conversation, at most the cap', async () => {
    const { user, token } = await learner();
    const [recent, stale] = [randomUUID(), randomUUID()];
    const earlier = (conversationId: string, secondsAgo: number) => ({
      userId: user.id,
      conversationId,
      languageCode: 'no',
      level: 'A1',
      topic: 'General conversation',
      userMessage: 'Hei',
      gptResponse: 'Hei! Hvordan går det?',
      model: MODEL,
      wordCount: 1,
      activeSeconds: 30,
      createdAt: new Date(Date.now() - secondsAgo * 1000),
    });
    await t.db.insert(dialogueEntries).values([earlier(recent, 42), earlier(stale, 3600)]);
    const first = await storedEntry((await turn(token, body({ conversationId: recent }))).id);
    const second = await storedEntry((await turn(token, body({ conversationId: stale }))).id);
    expect(first?.activeSeconds).toBeGreaterThanOrEqual(42);
    expect(first?.activeSeconds).toBeLessThanOrEqual(45);
    expect(second?.activeSeconds).toBe(DIALOGUE_TURN_MAX_SECONDS);
  });

  it('returns and stores the corrections of the learner’s message, explained in the interface language', async () => {
    const { token } = await learner();
    checkAnswer = {
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
    const entry = await turn(token, body({ message: 'Jeg har gå til butikken.', interfaceLanguage: 'ru' }));
    const corrections = [
      {
        original: 'Jeg har gå til butikken.',
        corrected: 'Jeg har gått til butikken.',
        explanation: 'Perfektum tar partisipp.',
      },
    ];
    expect(entry.corrections).toEqual(corrections);
    expect((await storedEntry(entry.id))?.corrections).toEqual(corrections);

    const { system, input } = onlyCheck();
    expect(system).toContain('a learner of Norwegian Bokmål (CEFR A2)');
    expect(system).toMatch(/"explanation": why, in one short line written in Russian/);
    expect(system).not.toContain('butikken');
    expect(input).toEqual({ message: 'Jeg har gå til butikken.', partnerSaid: null, studyWords: [] });
    const check = sent().checks[0];
    expect(check?.model).toBe(MODEL);
    expect(check?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'dialogue_message_check', strict: true },
    });
  });

  it('answers with corrections null when the check fails, and still stores the turn', async () => {
    const { token } = await learner();
    checkAnswer = 'I think the message is fine.';
    const entry = await turn(token, body());
    expect(entry.gptResponse).toBe(REPLY);
    expect(entry.corrections).toBeNull();
    expect(entry.reviewedWords).toEqual([]);
    expect((await storedEntry(entry.id))?.corrections).toBeNull();
  });

  it('refuses what the contract refuses with 400 and sends nothing to the model', async () => {
    const { token } = await learner();
    const cases: [unknown, string][] = [
      [body({ message: '   ' }), 'message'],
      [body({ message: 'a'.repeat(DIALOGUE_MESSAGE_MAX_LENGTH + 1) }), 'message'],
      [{ ...body(), level: 'D1' }, 'level'],
      [{ ...body(), languageCode: 'xx' }, 'languageCode'],
      [{ ...body(), topic: 'Politics' }, 'topic'],
      [{ ...body(), userAudioUrl: 'https://example.test/a.wav' }, 'userAudioUrl'],
      [{ ...body(), conversationId: 'not-a-uuid' }, 'conversationId'],
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
    const blank = ApiError.parse((await chat(token, body({ message: ' ' }))).json());
    expect(blank.error).toBe('Message must not be blank');
    const long = ApiError.parse((await chat(token, body({ message: 'a'.repeat(2001) }))).json());
    expect(long.error).toBe(`Message must be at most ${DIALOGUE_MESSAGE_MAX_LENGTH} characters`);
    expect(ApiError.parse((await chat(token, { ...body(), level: 'D1' })).json()).error).toBe(
      'Level must be one of A1, A2, B1, B2, C1, C2',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a visitor without a token (401) and a pending or blocked account (403)', async () => {
    for (const url of ['/api/dialogue/chat', '/api/dialogue/chat/stream']) {
      expect((await t.request({ method: 'POST', url, payload: body() })).statusCode).toBe(401);
      for (const status of ['PENDING', 'BLOCKED'] as const) {
        const user = await t.createUser({ status });
        const response = await t.request({ method: 'POST', url, token: t.tokenFor(user), payload: body() });
        expect(response.statusCode).toBe(403);
        expect(ApiError.parse(response.json()).code).toBe(status === 'PENDING' ? 'ACCOUNT_PENDING' : 'ACCOUNT_BLOCKED');
      }
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 naming what to configure when no chat model is configured, whole or streamed', async () => {
    const { user, token } = await learner(bare);
    for (const url of ['/api/dialogue/chat', '/api/dialogue/chat/stream']) {
      const response = await bare.request({ method: 'POST', url, token, payload: body() });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const error = ApiError.parse(response.json());
      expect(error.code).toBe('ENGINE_UNAVAILABLE');
      expect(error.error).toContain('OPENAI_BASE_URL');
      expect(error.error).toContain('CHAT_MODEL');
    }
    expect(await bare.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, user.id))).toEqual([]);
  });
});

describe('POST /api/dialogue/chat/stream', () => {
  it('streams the reply as it is written, then the entry; the pieces make the stored reply', async () => {
    const { token } = await learner();
    const response = await t.request({ method: 'POST', url: '/api/dialogue/chat/stream', token, payload: body() });
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
    expect(deltas.join('')).toBe(REPLY);
    expect(last.entry.gptResponse).toBe(REPLY);
    expect(last.entry.generated).toEqual({ model: MODEL });
    expect((await storedEntry(last.entry.id))?.gptResponse).toBe(REPLY);
    expect(onlyReply().system).toContain('CEFR A2');
  });
});

describe('dialogue as review', () => {
  /** Study words of a learner; `due` in hours from now gives the word a card due then, null none. */
  async function studying(
    userId: string,
    token: string,
    words: { word: string; language?: string; due: number | null }[],
  ) {
    const ids: Record<string, string> = {};
    for (const { word, language = 'no', due } of words) {
      const [row] = await t.db
        .insert(studyWords)
        .values({ userId, language, word, wordKey: word })
        .returning({ id: studyWords.id });
      if (!row) throw new Error('study word insert returned nothing');
      ids[word] = row.id;
      if (due === null) continue;
      // A first answer makes the card; its due time is then set where the test needs it.
      const answered = await t.request({
        method: 'POST',
        url: `/api/unified-dictionary/practice-result/${row.id}?isCorrect=true`,
        token,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      await t.db
        .update(vocabularyCards)
        .set({ due: new Date(Date.now() + due * 3600_000) })
        .where(eq(vocabularyCards.studyWordId, row.id));
    }
    return ids;
  }

  async function dialogueReviews(studyWordId: string) {
    return t.db
      .select()
      .from(vocabularyReviewLogs)
      .where(and(eq(vocabularyReviewLogs.studyWordId, studyWordId), eq(vocabularyReviewLogs.source, 'dialogue')));
  }

  it('asks the partner to weave in up to three due words of the language, most overdue first', async () => {
    const { user, token } = await learner();
    await studying(user.id, token, [
      { word: 'regn', due: -48 },
      { word: 'sol', due: -72 },
      { word: 'vind', due: -1 },
      { word: 'snø', due: -24 },
      { word: 'is', due: 24 },
      { word: 'ny', due: null },
      { word: 'Regen', language: 'de', due: -100 },
    ]);
    await turn(token, body({ message: 'Hei' }));
    const { system } = onlyReply();
    expect(system).toContain(
      'use these words the learner is studying (inflected as the sentence needs): ["sol","regn","snø"]',
    );
    expect(system).not.toMatch(/vind|"is"|"ny"|Regen/);
  });

  it('does not mention study words when none are due', async () => {
    const { user, token } = await learner();
    await studying(user.id, token, [{ word: 'fjell', due: 5 }]);
    await turn(token, body({ message: 'Hei' }));
    expect(onlyReply().system).not.toMatch(/studying/);
  });

  it('reviews a due study word used correctly (source dialogue) and notes the others; each word once', async () => {
    const { user, token } = await learner();
    const ids = await studying(user.id, token, [
      { word: 'bok', due: -2 },
      { word: 'reise', due: 48 },
      { word: 'hus', due: null },
      { word: 'katt', due: -2 },
      { word: 'fjell', due: -2 },
    ]);
    // 'bøkene' is a form of 'bok' in the lexicon.
    const sourceId = await createSource(t.db, {
      format: 'vuizur-tsv',
      language: 'no',
      fileName: `${randomUUID()}.tsv`,
    });
    const [bok] = await t.db
      .insert(lexiconEntries)
      .values({ sourceId, language: 'no', headword: 'bok', headwordKey: 'bok', partOfSpeech: 'noun', senses: [] })
      .returning({ id: lexiconEntries.id });
    if (!bok) throw new Error('lexicon insert returned nothing');
    await t.db.insert(lexiconForms).values({ entryId: bok.id, language: 'no', formKey: 'bøkene' });

    checkAnswer = { corrections: [], wordsUsedCorrectly: ['bok', 'BØKENE', 'reise', 'hus', 'fjell'] };
    const message = 'Jeg leser bøkene og en bok i huset. Jeg vil reise med katt, og hus!';
    const entry = await turn(token, body({ message }));

    // Candidates: study words in the message, by key or by form; 'fjell' is not in it.
    expect(new Set(onlyCheck().input.studyWords)).toEqual(new Set(['bok', 'reise', 'hus', 'katt']));
    expect(new Map(entry.reviewedWords.map((used) => [used.word, used]))).toEqual(
      new Map([
        ['bok', { studyWordId: ids.bok, word: 'bok', scheduled: true }],
        ['reise', { studyWordId: ids.reise, word: 'reise', scheduled: false }],
        ['hus', { studyWordId: ids.hus, word: 'hus', scheduled: false }],
      ]),
    );
    expect(await dialogueReviews(ids.bok as string)).toMatchObject([{ isCorrect: true, userId: user.id }]);
    for (const word of ['reise', 'hus', 'katt', 'fjell'])
      expect(await dialogueReviews(ids[word] as string)).toEqual([]);
    const [card] = await t.db
      .select()
      .from(vocabularyCards)
      .where(eq(vocabularyCards.studyWordId, ids.bok as string));
    expect(card?.due.getTime()).toBeGreaterThan(Date.now());

    const uses = await t.db.select().from(dialogueWordUses).where(eq(dialogueWordUses.entryId, entry.id));
    expect(new Map(uses.map((use) => [use.word, use.scheduled]))).toEqual(
      new Map([
        ['bok', true],
        ['reise', false],
        ['hus', false],
      ]),
    );
    expect(uses.every((use) => use.userId === user.id)).toBe(true);
  });

  it('never reviews another learner’s words, even when the model names them', async () => {
    const owner = await learner();
    const ids = await studying(owner.user.id, owner.token, [{ word: 'ost', due: -5 }]);
    const { token } = await learner();
    checkAnswer = { corrections: [], wordsUsedCorrectly: ['ost'] };
    const entry = await turn(token, body({ message: 'Jeg liker ost.' }));
    expect(onlyCheck().input.studyWords).toEqual([]);
    expect(entry.reviewedWords).toEqual([]);
    expect(await dialogueReviews(ids.ost as string)).toEqual([]);
  });
});

describe('when the model fails', () => {
  let failing: FakeOpenAi;
  let f: TestApp;
  beforeAll(async () => {
    failing = await startFakeOpenAi({ models: [MODEL] });
    failing.content = (_text, request) => (request.response_format ? JSON.stringify(NO_MISTAKES) : REPLY);
    f = await createTestApp({ engines: { chat: { openai: { baseUrl: failing.baseUrl, model: MODEL } } } });
  });
  afterAll(async () => {
    await Promise.all([f.close(), failing.close()]);
  });

  it('gives up the model call when the client leaves the stream, and stores nothing', async () => {
    const { user, token } = await learner(f);
    failing.override = 'hang';
    const url = await f.app.listen({ port: 0, host: '127.0.0.1' });
    const leave = new AbortController();
    const streaming = fetch(`${url}/api/dialogue/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body()),
      signal: leave.signal,
    }).then((response) => response.body?.getReader().read());
    await expect.poll(() => failing.requests.length, { timeout: 5_000 }).toBe(2);
    leave.abort();
    await expect(streaming).rejects.toThrow();
    await expect.poll(() => failing.requests.every((request) => request.abandoned), { timeout: 5_000 }).toBe(true);
    expect(await f.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, user.id))).toEqual([]);
    failing.override = undefined;
  });

  it('answers 502 (whole) or an error event (streamed) and stores nothing', async () => {
    const { user, token } = await learner(f);
    failing.override = { status: 500, json: { error: { message: 'The server had an error', type: 'server_error' } } };
    const whole = await f.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: body() });
    expect(whole.statusCode).toBe(502);
    const error = ApiError.parse(whole.json());
    expect(error.code).toBe('ENGINE_FAILED');
    expect(error.error).toMatch(/^Text generation failed/);

    const streamed = await f.request({ method: 'POST', url: '/api/dialogue/chat/stream', token, payload: body() });
    expect(streamed.statusCode).toBe(200);
    const events = parseEvents(streamed.body);
    expect(events).toEqual([
      { type: 'error', status: 502, error: 'ENGINE_FAILED', message: expect.stringMatching(/^Text generation failed/) },
    ]);
    expect(await f.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, user.id))).toEqual([]);
  });
});
