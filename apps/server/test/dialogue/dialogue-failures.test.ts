import { ApiError } from '@tolk/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogueEntries } from '../../src/db/schema/dialogue';
import {
  chatBody,
  learner,
  type PartnerModel,
  parseEvents,
  partnerEngines,
  startPartnerModel,
} from '../support/dialogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A turn the model does not finish: the client leaving the stream gives up the model's calls,
 * a failing model is 502 (or the stream's error event); nothing is stored either way. An app of
 * its own: a failure opens the engine's circuit breaker, which other tests must not meet.
 */

let model: PartnerModel;
let f: TestApp;

beforeAll(async () => {
  model = await startPartnerModel();
  f = await createTestApp(partnerEngines(model));
});
afterAll(async () => {
  await Promise.all([f.close(), model.fake.close()]);
});

const storedFor = (userId: string) => f.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, userId));

describe('when the model does not finish', () => {
  it('gives up the model calls when the client leaves the stream, and stores nothing', async () => {
    const { user, token } = await learner(f);
    model.fake.override = 'hang';
    const url = await f.app.listen({ port: 0, host: '127.0.0.1' });
    const leave = new AbortController();
    const streaming = fetch(`${url}/api/dialogue/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(chatBody()),
      signal: leave.signal,
    }).then((response) => response.body?.getReader().read());
    // The reply and the check, both waiting on the model.
    await expect.poll(() => model.fake.requests.length, { timeout: 5_000 }).toBe(2);
    leave.abort();
    await expect(streaming).rejects.toThrow();
    await expect.poll(() => model.fake.requests.every((request) => request.abandoned), { timeout: 5_000 }).toBe(true);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('answers 502 (whole) or an error event (streamed) when the model fails, and stores nothing', async () => {
    const { user, token } = await learner(f);
    model.fake.override = {
      status: 500,
      json: { error: { message: 'The server had an error', type: 'server_error' } },
    };
    const whole = await f.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: chatBody() });
    expect(whole.statusCode).toBe(502);
    const error = ApiError.parse(whole.json());
    expect(error.code).toBe('ENGINE_FAILED');
    expect(error.error).toMatch(/^Text generation failed/);

    const streamed = await f.request({ method: 'POST', url: '/api/dialogue/chat/stream', token, payload: chatBody() });
    expect(streamed.statusCode).toBe(200);
    expect(parseEvents(streamed.body)).toEqual([
      { type: 'error', status: 502, code: 'ENGINE_FAILED', error: expect.stringMatching(/^Text generation failed/) },
    ]);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('streams the error event as the body and status the JSON answer gives for the same failure', async () => {
    const { token } = await learner(f);
    model.fake.override = { status: 400, json: { error: { message: 'Bad request', type: 'invalid_request_error' } } };
    const whole = await f.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: chatBody() });
    const streamed = await f.request({ method: 'POST', url: '/api/dialogue/chat/stream', token, payload: chatBody() });

    const events = parseEvents(streamed.body);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ type: 'error', status: whole.statusCode });
    // The same fields with the same values: the stream adds only its event type and the status.
    const { type: _type, status: _status, ...body } = event as Record<string, unknown>;
    expect(body).toEqual(whole.json());
    expect(ApiError.parse(body)).toEqual(ApiError.parse(whole.json()));
    expect(ApiError.parse(body).code).toBe('ENGINE_FAILED');
  });
});
