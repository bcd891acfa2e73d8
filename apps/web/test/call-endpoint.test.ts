import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import { dictionaryEndpoints } from '@tolk/contracts/endpoints/dictionary';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, UnexpectedResponseError } from '../src/shared/api/api-errors';
import { connectApiSession } from '../src/shared/api/api-session';
import { apiStreamRequest } from '../src/shared/api/api-stream';
import { callEndpoint, declaredUrl } from '../src/shared/api/call-endpoint';

/**
 * callEndpoint against a stand-in for the network: a global fetch that records what the app sent
 * (as the server would read it) and answers as told. The declarations are the real ones.
 */

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

let sent: Sent[] = [];
let answer: () => Response = () => json(200, {});
let authFailures: ApiRequestError[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the one request sent was. */
function only(): Sent {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

beforeEach(() => {
  sent = [];
  authFailures = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      sent.push({ url: String(input), method: init.method ?? 'GET', headers, body: init.body });
      return answer();
    }),
  );
  connectApiSession({ token: () => 'test-token', onAuthFailure: (error) => authFailures.push(error) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  connectApiSession({ token: () => null, onAuthFailure: () => {} });
});

describe('callEndpoint', () => {
  it('sends the declared method to the declared path, each parameter percent-encoded, with the query', async () => {
    answer = () => json(200, { isStudying: true });
    await callEndpoint(dictionaryEndpoints.checkStudying, {
      params: { word: 'på vei/ut?' },
      query: { language: 'no' },
    });
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/unified-dictionary/check-studying/p%C3%A5%20vei%2Fut%3F?language=no');
    expect(request.body).toBeUndefined();
  });

  it('leaves null and undefined query fields out, and sends no ? when nothing is left', async () => {
    answer = () => json(200, { success: true, phrases: [], nextCursor: null, total: 0 });
    await callEndpoint(phrasesEndpoints.listPhrases, { query: { limit: 5, cursor: null } });
    await callEndpoint(phrasesEndpoints.listPhrases, { query: { cursor: undefined } });
    await callEndpoint(phrasesEndpoints.listPhrases, { query: { cursor: 'a b&c' } });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/user/phrases?limit=5',
      '/api/user/phrases',
      '/api/user/phrases?cursor=a+b%26c',
    ]);
  });

  it('sends the bearer token to a signed-in endpoint and none to a public one', async () => {
    answer = () => json(200, { status: 'UP' });
    await callEndpoint(healthEndpoints.healthSimple);
    answer = () => json(200, { success: true, userId: 'u1', role: 'ADMIN' });
    await callEndpoint(healthEndpoints.testJwt);
    const [publicCall, signedInCall] = sent;
    expect(publicCall?.headers.authorization).toBeUndefined();
    expect(signedInCall?.headers.authorization).toBe('Bearer test-token');
  });

  it('sends a JSON body as JSON, with its content type', async () => {
    answer = () => json(200, { studied: ['hus'] });
    const studied = await callEndpoint(dictionaryEndpoints.studiedWords, {
      body: { language: 'no', words: ['hus', 'Båt'] },
    });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/unified-dictionary/studied-words');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({ language: 'no', words: ['hus', 'Båt'] });
    expect(studied).toEqual({ studied: ['hus'] });
  });

  it('sends an upload as the FormData itself, leaving the multipart content type to fetch', async () => {
    answer = () => json(400, { code: 'VALIDATION_FAILED', error: 'Audio is required' });
    const form = new FormData();
    form.append('expectedLanguage', 'no');
    form.append('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/wav' }), 'recording.wav');
    const id = '0b7c1f7e-2a55-4f7e-9a53-3c2f1d9e8a01';
    await expect(callEndpoint(vocabularyEndpoints.speechReview, { params: { id }, body: form })).rejects.toThrow(
      ApiRequestError,
    );
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/unified-dictionary/speech-review/${id}`);
    expect(request.body).toBe(form);
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer test-token');
  });

  it('reads the answer with the declared schema, dropping what it does not declare', async () => {
    answer = () => json(200, { isStudying: false, internal: 'not for the app' });
    const reply = await callEndpoint(dictionaryEndpoints.checkStudying, {
      params: { word: 'hus' },
      query: { language: 'no' },
    });
    expect(reply).toEqual({ isStudying: false });
  });

  it('refuses an answer that does not match the declared schema', async () => {
    answer = () => json(200, { isStudying: 'yes' });
    await expect(
      callEndpoint(dictionaryEndpoints.checkStudying, { params: { word: 'hus' }, query: { language: 'no' } }),
    ).rejects.toThrow(UnexpectedResponseError);
    // The declared answer of the stats sync is the recomputed figures: a bare acknowledgement is not it.
    answer = () => json(200, { success: true });
    await expect(callEndpoint(statsEndpoints.sync)).rejects.toThrow(UnexpectedResponseError);
  });

  it('turns an error answer into an ApiRequestError with its status, code and message', async () => {
    answer = () => json(403, { code: 'ACCOUNT_BLOCKED', error: 'This account is blocked' });
    const refused = await callEndpoint(phrasesEndpoints.deletePhrase, { params: { id: 'p1' } }).catch((e) => e);
    expect(only().method).toBe('DELETE');
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED', message: 'This account is blocked' });
    // The token was refused, so the session hears of it.
    expect(authFailures).toEqual([refused]);
  });

  it('does not end the session over a refused public call, which carried no token', async () => {
    answer = () => json(401, { code: 'INVALID_CREDENTIALS', error: 'Wrong email or password' });
    const refused = await callEndpoint(accountsEndpoints.login, {
      body: { email: 'kari@example.com', password: 'wrong' },
    }).catch((e) => e);
    expect(refused).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(only().headers.authorization).toBeUndefined();
    expect(authFailures).toEqual([]);
  });
});

describe('the other ways of reading a declared endpoint', () => {
  it('declaredUrl fills in the parameters and the query as callEndpoint does', () => {
    expect(declaredUrl(dictionaryEndpoints.wordAudio, { id: 'a/b' }, { language: 'no' })).toBe(
      '/api/unified-dictionary/audio/a%2Fb?language=no',
    );
    expect(declaredUrl(vocabularyEndpoints.exportWords, undefined, { format: 'csv', language: undefined })).toBe(
      '/api/unified-dictionary/export?format=csv',
    );
  });

  it('apiStreamRequest sends the declared method and token, and hands back the unread stream', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"Hei"}\n\n'));
        controller.close();
      },
    });
    answer = () => new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    const body = await apiStreamRequest(dialogueEndpoints.chatStream, {
      body: { message: 'Hei', languageCode: 'no', level: 'A1', topic: 'General conversation' },
    });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/dialogue/chat/stream');
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(await new Response(body).text()).toContain('"text":"Hei"');
  });
});
