import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '../../../src/engines/chat/chat-engine';
import { createOpenAiChat } from '../../../src/engines/chat/openai-chat';
import { failureOf } from '../../support/engine-failure';
import { type FakeOpenAi, openAiError, startFakeOpenAi } from '../../support/fakes/fake-openai-server';

/** The OpenAI-compatible engine's streamed replies (`stream: true`, server-sent events) against a stand-in. */

const API_KEY = 'sk-stream-456';
const MODEL = 'llama3.1:8b';
const MESSAGES = [
  { role: 'system' as const, content: 'You are a patient partner. Answer in Norwegian Bokmål at level A2.' },
  { role: 'user' as const, content: 'Hei! Jeg vil reise til Bergen.' },
  { role: 'assistant' as const, content: 'Så fint! Når vil du reise?' },
  { role: 'user' as const, content: 'I juli.' },
];
const REPLY = 'Juli er fin i Bergen. Hva vil du se?';
const WORDS = ['Juli ', 'er ', 'fin ', 'i ', 'Bergen. ', 'Hva ', 'vil ', 'du ', 'se?'];

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY, models: [MODEL] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
  fake.finishReason = 'stop';
  fake.stream = {};
  fake.content = () => REPLY;
});

const engine = () => createOpenAiChat({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: MODEL });
const stream = (signal: AbortSignal = AbortSignal.timeout(5_000)) =>
  engine().stream({ messages: MESSAGES, temperature: 0.7, maxTokens: 120, signal });

/** Every piece with the time it arrived, then the return value. */
async function read(pieces: AsyncGenerator<string, ChatAnswer, undefined>) {
  const seen: { text: string; at: number }[] = [];
  for (;;) {
    const next = await pieces.next();
    if (next.done) return { seen, texts: seen.map((piece) => piece.text), answer: next.value, endedAt: Date.now() };
    seen.push({ text: next.value, at: Date.now() });
  }
}

/** The pieces read until the stream failed, and the failure. */
async function readUntilFailure(pieces: AsyncGenerator<string, ChatAnswer, undefined>) {
  const texts: string[] = [];
  const error = await failureOf(
    (async () => {
      for await (const piece of pieces) texts.push(piece);
    })(),
  );
  return { texts, error };
}

/** An SSE body of OpenAI chunks, written as given. */
const sse = (...events: string[]) => ({
  status: 200,
  text: events.map((data) => `data: ${data}\n\n`).join(''),
  contentType: 'text/event-stream',
});
const delta = (content: string, model = MODEL) =>
  JSON.stringify({ model, choices: [{ index: 0, delta: { content }, finish_reason: null }] });

describe('OpenAI-compatible chat, streamed request', () => {
  it('posts stream: true with the model, the whole conversation, max_tokens and temperature, asking for events', async () => {
    await read(stream());
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      model: MODEL,
      messages: MESSAGES,
      stream: true,
      temperature: 0.7,
      max_tokens: 120,
    });
  });

  it('sends neither temperature nor max_tokens when the caller sets none, and never a response_format', async () => {
    await read(engine().stream({ messages: MESSAGES, signal: AbortSignal.timeout(5_000) }));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ model: MODEL, messages: MESSAGES, stream: true });
  });
});

describe('OpenAI-compatible chat, streamed answer', () => {
  it('yields the deltas in order and returns their concatenation with the model', async () => {
    const { texts, answer } = await read(stream());
    expect(texts).toEqual(WORDS);
    expect(answer).toEqual({ content: REPLY, model: MODEL });
  });

  it('yields each piece as it arrives, before the server has finished', async () => {
    fake.stream = { chunkDelayMs: 60 };
    const started = Date.now();
    const { seen, endedAt } = await read(stream());
    expect(seen).toHaveLength(WORDS.length);
    // Eleven events 60 ms apart: the first word comes after two of them, the end after all.
    expect(seen[0]?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(endedAt - 300);
    expect(endedAt - started).toBeGreaterThanOrEqual(600);
  });

  it('returns the content trimmed and the model the chunks name (a dated snapshot)', async () => {
    fake.override = sse(delta('  Hei', `${MODEL}-2025`), delta(' du! \n', `${MODEL}-2025`), '[DONE]');
    const { texts, answer } = await read(stream());
    expect(texts).toEqual(['  Hei', ' du! \n']);
    expect(answer).toEqual({ content: 'Hei du!', model: `${MODEL}-2025` });
  });

  it('stops at [DONE]: events after it are not read', async () => {
    fake.override = sse(delta('Hei '), delta('du.'), '[DONE]', delta(' Ekstra!'));
    const { answer } = await read(stream());
    expect(answer.content).toBe('Hei du.');
  });

  it('takes the end of the body without [DONE] as the end of the answer', async () => {
    fake.stream = { omitDone: true };
    const { texts, answer } = await read(stream());
    expect(texts).toEqual(WORDS);
    expect(answer).toEqual({ content: REPLY, model: MODEL });
  });

  it('skips chunks without content: the role, a usage chunk without choices, the finish', async () => {
    fake.override = sse(
      JSON.stringify({ model: MODEL, choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] }),
      delta('Hei!'),
      JSON.stringify({ model: MODEL, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
      JSON.stringify({ model: MODEL, choices: [], usage: { prompt_tokens: 9, completion_tokens: 2 } }),
      '[DONE]',
    );
    const { texts, answer } = await read(stream());
    expect(texts).toEqual(['Hei!']);
    expect(answer.content).toBe('Hei!');
  });

  it('keeps a reply cut off at the token limit: the learner has been reading it', async () => {
    fake.finishReason = 'length';
    expect((await read(stream())).answer.content).toBe(REPLY);
  });
});

describe('OpenAI-compatible chat, streams that fail', () => {
  it('an error event mid-stream is a provider error, after the pieces before it', async () => {
    fake.stream = { errorAfter: 3 };
    const { texts, error } = await readUntilFailure(stream());
    expect(texts).toEqual(WORDS.slice(0, 3));
    expect(error).toMatchObject({ engine: 'openai', failure: 'provider-error' });
    expect(error.message).toMatch(/error in stream: .*server had an error/);
  });

  it('a connection dropped mid-stream is unreachable, after the pieces before it', async () => {
    fake.stream = { breakAfter: 2, chunkDelayMs: 10 };
    const { texts, error } = await readUntilFailure(stream());
    expect(texts).toEqual(WORDS.slice(0, 2));
    expect(error).toMatchObject({ engine: 'openai', failure: 'unreachable' });
    expect(error.message).toMatch(/stream broke off/);
  });

  it.each([
    [401, 'rejected'],
    [429, 'rejected'],
    [500, 'provider-error'],
    [503, 'provider-error'],
  ])('HTTP %d before the stream fails before any piece, as %s', async (status, failure) => {
    fake.override = openAiError(status, 'busy', null);
    const { texts, error } = await readUntilFailure(stream());
    expect(texts).toEqual([]);
    expect(error).toMatchObject({ engine: 'openai', failure, httpStatus: status });
  });

  it('a wrong key is rejected before the stream (401)', async () => {
    const wrong = createOpenAiChat({ baseUrl: fake.baseUrl, apiKey: 'sk-wrong', model: MODEL });
    const { texts, error } = await readUntilFailure(
      wrong.stream({ messages: MESSAGES, signal: AbortSignal.timeout(5_000) }),
    );
    expect(texts).toEqual([]);
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 401 });
  });

  it.each([
    ['no content at all', ''],
    ['only whitespace', '  \n '],
  ])('an answer with %s is malformed: empty answer', async (_, content) => {
    fake.content = () => content;
    const { error } = await readUntilFailure(stream());
    expect(error).toMatchObject({ failure: 'malformed' });
    expect(error.message).toMatch(/empty answer/);
  });

  it('a refusal in the stream is malformed, with its reason', async () => {
    fake.override = sse(
      JSON.stringify({ model: MODEL, choices: [{ index: 0, delta: { refusal: 'I cannot.' }, finish_reason: null }] }),
      '[DONE]',
    );
    const { error } = await readUntilFailure(stream());
    expect(error).toMatchObject({ failure: 'malformed' });
    expect(error.message).toMatch(/refused: I cannot/);
  });

  it('an event that is not JSON, or not a chunk, is malformed', async () => {
    fake.override = sse(delta('Hei '), 'not json');
    const first = await readUntilFailure(stream());
    expect(first.texts).toEqual(['Hei ']);
    expect(first.error).toMatchObject({ failure: 'malformed' });
    expect(first.error.message).toMatch(/not JSON/);

    fake.override = sse(JSON.stringify({ choices: 'none' }));
    expect((await readUntilFailure(stream())).error).toMatchObject({ failure: 'malformed' });
  });

  it('a caller aborting mid-stream stops reading and closes the connection', async () => {
    fake.stream = { chunkDelayMs: 100 };
    const caller = new AbortController();
    const pieces = stream(caller.signal);
    const texts: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const piece of pieces) {
          texts.push(piece);
          caller.abort();
        }
      })(),
    );
    expect(texts).toEqual(WORDS.slice(0, 1));
    // Adapters report any abort as 'timeout'; the gate tells the caller's from the deadline's.
    expect(error).toMatchObject({ engine: 'openai', failure: 'timeout' });
    await expect.poll(() => fake.requests[0]?.abandoned).toBe(true);
  });

  it('a server that sends the headers and then no event times out at the signal', async () => {
    fake.stream = { chunkDelayMs: 10_000 };
    const { texts, error } = await readUntilFailure(stream(AbortSignal.timeout(300)));
    expect(texts).toEqual([]);
    expect(error).toMatchObject({ failure: 'timeout' });
  });
});
