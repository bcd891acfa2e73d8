import { DialogueStreamEvent } from '@tolk/contracts/dialogue';
import { endpointLabel } from '@tolk/contracts/endpoint';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import type { ApiError } from '@tolk/contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/shared/api/api-errors';
import { apiStreamRequest, readEventStream } from '../src/shared/api/api-stream';
import { eventStream, failure, fakeApi } from './support/fake-api';

/**
 * A streamed answer that fails after it started sends an `error` event: the body a refused request
 * would have had, with its status. The web turns it into the same ApiRequestError as the refusal,
 * so a feature translates the code whichever way the failure came.
 */

const CHAT_STREAM = dialogueEndpoints.chatStream;
const ROUTE = endpointLabel(CHAT_STREAM);
const MESSAGE = { message: 'Hei', languageCode: 'no', level: 'A1', topic: 'General conversation' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a caller can read of a failure. */
function readable(error: unknown) {
  expect(error).toBeInstanceOf(ApiRequestError);
  const { status, code, message, fieldErrors, retryAfterSeconds, stage, hasUserMessage } = error as ApiRequestError;
  return { status, code, message, fieldErrors, retryAfterSeconds, stage, hasUserMessage };
}

/** The failure of a stream that answers the deltas, then the error event, then more it must not read. */
async function streamedFailure(status: number, body: ApiError) {
  const stream = eventStream();
  fakeApi({ [ROUTE]: () => stream.answer });
  const answer = await apiStreamRequest(CHAT_STREAM, { body: MESSAGE });
  stream.send('delta', { text: 'Hei' });
  stream.send('error', { ...body, status });
  stream.send('delta', { text: ' igjen' });
  const seen: string[] = [];
  const reading = readEventStream(answer, DialogueStreamEvent, (event) => {
    seen.push(event.type);
    return false;
  });
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return { error, seen };
}

/** The failure of the same request refused before any stream, as a JSON answer. */
async function refusal(status: number, body: ApiError) {
  fakeApi({ [ROUTE]: () => failure(status, body) });
  return apiStreamRequest(CHAT_STREAM, { body: MESSAGE }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
}

describe('the error event of a streamed answer', () => {
  const cases: [string, number, ApiError][] = [
    ['an engine failure', 502, { code: 'ENGINE_FAILED', error: 'Text generation failed: try again.' }],
    [
      'a limit with its wait',
      429,
      { code: 'RATE_LIMITED', error: 'Too many requests. Try again in 30 seconds.', retryAfterSeconds: 30 },
    ],
    [
      'a failed stage with field errors',
      400,
      {
        code: 'VALIDATION_FAILED',
        error: 'Message is required',
        fieldErrors: { message: 'Message is required' },
        stage: 'translation',
      },
    ],
  ];

  it.each(cases)('rejects with the ApiRequestError a refusal gives: %s', async (_name, status, body) => {
    const { error, seen } = await streamedFailure(status, body);
    expect(readable(error)).toEqual(readable(await refusal(status, body)));
    expect(readable(error)).toMatchObject({ status, code: body.code, message: body.error });
    // The delta before the error reached the caller; nothing after it did.
    expect(seen).toEqual(['delta']);
  });

  it('keeps the code, the wait and the stage a feature translates', async () => {
    const { error } = await streamedFailure(429, {
      code: 'RATE_LIMITED',
      error: 'Too many requests.',
      retryAfterSeconds: 12,
      stage: 'recognition',
    });
    expect(readable(error)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests.',
      fieldErrors: {},
      retryAfterSeconds: 12,
      stage: 'recognition',
      hasUserMessage: true,
    });
  });
});

describe('reading a streamed answer', () => {
  it('hands each known event to the caller until it has what it waited for', async () => {
    const stream = eventStream();
    fakeApi({ [ROUTE]: () => stream.answer });
    const answer = await apiStreamRequest(CHAT_STREAM, { body: MESSAGE });
    stream.write(': keep-alive\n\n');
    stream.send('delta', { text: 'Hei' });
    stream.send('unknown', { text: 'skipped' });
    stream.write('event: delta\ndata: not json\n\n');
    stream.send('delta', { text: ' der' });
    const texts: string[] = [];
    await readEventStream(answer, DialogueStreamEvent, (event) => {
      if (event.type === 'delta') texts.push(event.text);
      return texts.length === 2;
    });
    expect(texts).toEqual(['Hei', ' der']);
  });
});
