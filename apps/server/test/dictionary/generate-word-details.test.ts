import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateWordDetails } from '../../src/domain/dictionary/generate-word-details';
import { type ChatService, createChatService } from '../../src/engines/chat/chat-service';
import { createOpenAiChat } from '../../src/engines/chat/openai-chat';
import { createEngineGate } from '../../src/engines/engine-gate';
import type { ChatCompletionBody } from '../support/fakes/fake-openai-server';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';

const MODEL = 'gpt-4o-mini';

/**
 * What a model answers for a word: the stand-in reads the JSON Schema it was sent and fills
 * exactly the properties it asks for, as constrained decoding would.
 */
type Answer = Record<string, unknown>;
const BOK = {
  recognised: true,
  definitions: ['  a book: printed pages bound together ', 'a book: printed pages bound together', ''],
  examples: ['Jeg leser en bok.', 'Boka ligger på bordet.', 'Hun skrev tre bøker.', 'Bøkene er nye.'],
  etymology: 'From Old Norse bók, from Proto-Germanic *bōks.',
  gloss: ' book ',
} satisfies Answer;

let fake: FakeOpenAi;
let chat: ChatService;
let answer: Answer;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-dict', models: [MODEL] });
  fake.content = (_, body) => JSON.stringify(fillSchema(body, answer));
  const model = createOpenAiChat({ baseUrl: fake.baseUrl, apiKey: 'sk-dict', model: MODEL });
  chat = createChatService({
    chain: [
      { engine: model, gate: createEngineGate(model.name, { timeoutMs: 5_000, concurrency: 2, cooldownMs: 1_000 }) },
    ],
    log: pino({ level: 'silent' }),
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  answer = BOK;
});

function fillSchema(body: ChatCompletionBody, from: Answer): Answer {
  const format = body.response_format as { json_schema: { schema: { properties: Record<string, unknown> } } };
  return Object.fromEntries(Object.keys(format.json_schema.schema.properties).map((key) => [key, from[key]]));
}

function sent(index = 0) {
  const body = JSON.parse(fake.requests[index]?.body ?? '{}');
  return {
    body,
    system: body.messages[0].content as string,
    user: JSON.parse(body.messages[1].content) as Record<string, unknown>,
    schema: body.response_format.json_schema.schema as { properties: Record<string, unknown>; required: string[] },
  };
}

describe('generateWordDetails', () => {
  it('asks for the missing fields of one word in one structured answer, and marks them with the model', async () => {
    const details = await generateWordDetails({
      chat,
      word: 'bok',
      language: 'no',
      interfaceLanguage: 'en',
      partOfSpeech: 'noun',
      missing: ['examples', 'etymology', 'gloss', 'definitions'],
    });

    expect(details).toEqual({
      recognised: true,
      definitions: ['a book: printed pages bound together'],
      examples: ['Jeg leser en bok.', 'Boka ligger på bordet.', 'Hun skrev tre bøker.'],
      etymology: 'From Old Norse bók, from Proto-Germanic *bōks.',
      gloss: 'book',
      model: MODEL,
      engine: 'openai',
    });
    expect(fake.requests).toHaveLength(1);
    const { body, system, user, schema } = sent();
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-dict');
    expect(body).toMatchObject({ model: MODEL, temperature: 0 });
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'word_details', strict: true },
    });
    expect(schema.required).toEqual(['recognised', 'examples', 'etymology', 'gloss', 'definitions']);
    expect(schema.properties.etymology).toEqual({ type: ['string', 'null'] });
    // The word is data in the user message, never part of the instructions.
    expect(user).toEqual({ word: 'bok', language: 'Norwegian Bokmål', partOfSpeech: 'noun' });
    expect(system).not.toContain('bok');
    expect(system).toContain('as a word of Norwegian Bokmål, used as a noun');
    expect(system).toMatch(/example sentences written in Norwegian Bokmål \(not in English\)/);
    expect(system).toMatch(/definitions[^\n]*written in English/);
    expect(system).toMatch(/translation into English/);
    expect(system).toMatch(/etymology[^\n]*null when you do not know it for certain\. Never guess/);
  });

  it('asks only for what the open data lacks, in the learner’s interface language', async () => {
    const details = await generateWordDetails({
      chat,
      word: 'maison',
      language: 'fr',
      interfaceLanguage: 'ru',
      missing: ['etymology'],
    });
    expect(details).toEqual({ recognised: true, etymology: BOK.etymology, model: MODEL, engine: 'openai' });
    const { system, user, schema } = sent();
    expect(Object.keys(schema.properties)).toEqual(['recognised', 'etymology']);
    expect(user).toEqual({ word: 'maison', language: 'French' });
    expect(system).toMatch(/as a word of French, not/);
    expect(system).toMatch(/written in Russian/);
    expect(system).not.toMatch(/examples|gloss|definitions/);
  });

  it.each(['Unknown.', 'unknown', '  ', 'N/A'])(
    'an etymology answered as %j is null, not invented',
    async (etymology) => {
      answer = { ...BOK, etymology };
      const details = await generateWordDetails({
        chat,
        word: 'bok',
        language: 'no',
        interfaceLanguage: 'en',
        missing: ['etymology'],
      });
      expect(details?.etymology).toBeNull();
    },
  );

  it('keeps nothing when the model does not recognise the word', async () => {
    answer = { ...BOK, recognised: false };
    const details = await generateWordDetails({
      chat,
      word: 'bokk',
      language: 'no',
      interfaceLanguage: 'en',
      missing: ['definitions', 'examples', 'etymology', 'gloss'],
    });
    expect(details).toEqual({
      recognised: false,
      definitions: [],
      examples: [],
      etymology: null,
      gloss: null,
      model: MODEL,
      engine: 'openai',
    });
  });

  it('asks no gloss into the word’s own language, and makes no call when nothing is left to ask', async () => {
    const details = await generateWordDetails({
      chat,
      word: 'house',
      language: 'en',
      interfaceLanguage: 'en',
      missing: ['gloss', 'examples'],
    });
    expect(details).toMatchObject({ gloss: null, examples: BOK.examples.slice(0, 3) });
    expect(Object.keys(sent().schema.properties)).toEqual(['recognised', 'examples']);

    fake.requests.length = 0;
    for (const missing of [[], ['gloss']] as const) {
      expect(
        await generateWordDetails({ chat, word: 'house', language: 'en', interfaceLanguage: 'en', missing }),
      ).toBeNull();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('drops an answer too long to be what was asked for', async () => {
    answer = { ...BOK, gloss: 'book '.repeat(40), definitions: ['x'.repeat(301), 'a book'] };
    const details = await generateWordDetails({
      chat,
      word: 'bok',
      language: 'no',
      interfaceLanguage: 'en',
      missing: ['gloss', 'definitions'],
    });
    expect(details).toMatchObject({ gloss: null, definitions: ['a book'] });
  });

  it('passes on the chat service’s 503 when no chat model is configured', async () => {
    const none = createChatService({ chain: [], log: pino({ level: 'silent' }) });
    await expect(
      generateWordDetails({ chat: none, word: 'bok', language: 'no', interfaceLanguage: 'en', missing: ['gloss'] }),
    ).rejects.toMatchObject({ code: 'ENGINE_UNAVAILABLE', setupHint: expect.stringMatching(/CHAT_MODEL/) });
  });
});
