import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import type { ApiError } from '@tolk/contracts/errors';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import { LINK_HEADER, nextPageLink, TOTAL_COUNT_HEADER } from '@tolk/contracts/link-pages';
import type { Phrase } from '@tolk/contracts/phrases';
import type { PracticeTimeResponse } from '@tolk/contracts/stats';
import type { PublicUser } from '@tolk/contracts/users';
import { vi } from 'vitest';
import { sessionStore } from '../../src/entities/session/session-store';

/** One request the app sent, as the server would have read it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query string ('?cursor=…'), or ''. */
  search: string;
  /** The parsed JSON body, or the FormData of a multipart upload. */
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * What a fake endpoint answers: a JSON body with a status, or a promise of one (to hold a request
 * open), or a stream of server-sent events (see eventStream).
 */
export type FakeAnswer = {
  status: number;
  body?: unknown;
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};
type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const failure = (status: number, body: ApiError | undefined): FakeAnswer => ({ status, body });

/**
 * A page of a list the server answers as an array: the next page's URL in the `Link` header (same
 * path, `cursor` set) and the count in `X-Total-Count`, as packages/contracts/src/pagination.ts says.
 */
export function linkPage(items: unknown[], page: { nextCursor?: string; total?: number } = {}): FakeAnswer {
  const headers: Record<string, string> = {};
  if (page.nextCursor) headers[LINK_HEADER] = nextPageLink(`?cursor=${encodeURIComponent(page.nextCursor)}`);
  if (page.total !== undefined) headers[TOTAL_COUNT_HEADER] = String(page.total);
  return { status: 200, body: items, headers };
}

/** A few bytes standing for an MP3; the player never decodes it in these tests. */
export const FAKE_MP3_BASE64 = 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjYwLjMuMTAwAAAAAAAAAAAAAAD/';

/** GET /api/engines when every pair has a direct engine, except the given routes. */
export function enginesAnswer(
  options: { routes?: Record<string, PairRoute>; hint?: string; languages?: LanguageCode[] } = {},
): EnginesResponse {
  const pairs: Record<string, PairRoute> = {};
  for (const source of LANGUAGE_CODES) {
    for (const target of LANGUAGE_CODES) if (source !== target) pairs[`${source}-${target}`] = 'direct';
  }
  Object.assign(pairs, options.routes);
  const languages = options.languages ?? [...LANGUAGE_CODES];
  return {
    translation: {
      available: true,
      engines: ['apertium'],
      ...(options.hint ? { hint: options.hint } : {}),
      pairs,
    },
    speechSynthesis: { available: true, engines: ['espeak-ng'], languages },
    speechRecognition: { available: true, engines: ['openai'], languages },
    chat: { available: false, engines: [] },
  };
}

export function practiceTimeAnswer(minutesRecorded = 1): PracticeTimeResponse {
  return {
    success: true,
    minutesRecorded,
    stats: {
      totalPhrases: 0,
      totalAudioTracks: 0,
      phrasesWithAudio: 0,
      audioTrackPhrases: 0,
      audioTrackSeconds: 0,
      totalTranslations: 1,
      practiceTimeMinutes: minutesRecorded,
      learningStreak: 1,
      favoriteLanguage: 'no',
      lastActivity: new Date().toISOString(),
      lastDirection: null,
    },
  };
}

const DEFAULTS: Record<string, Handler> = {
  'GET /api/engines': () => ok(enginesAnswer()),
  'POST /api/user/stats/practice-time': () => ok(practiceTimeAnswer()),
  // The clickable text asks which of its words are studied: none, unless a test says otherwise.
  'POST /api/unified-dictionary/studied-words': () => ok({ studied: [] }),
  'POST /api/text-to-speech': () =>
    ok({ audioBase64: FAKE_MP3_BASE64, mimeType: 'audio/mpeg', durationSeconds: 1.2, engine: 'espeak-ng' }),
};

/**
 * Replaces the browser's fetch with the API the components talk to: each 'METHOD /path' answers
 * as given (JSON, the contracts' shapes), the rest is a 404 like the server's. Every request is
 * recorded so tests can check what was sent.
 */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const sent: SentRequest[] = [];
  const handlers: Record<string, Handler> = { ...DEFAULTS, ...routes };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const request: SentRequest = { method, path: url.pathname, search: url.search, body, headers };
    sent.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(request)
      : failure(404, { code: 'NOT_FOUND', error: `Route ${method}:${url.pathname} not found` });
    if (answer.stream) {
      return new Response(answer.stream, { status: answer.status, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        ...(answer.body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        ...answer.headers,
      },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    /** The requests sent to one 'METHOD /path'. */
    calls: (route: string) => sent.filter((request) => `${request.method} ${request.path}` === route),
  };
}

export const LEARNER: PublicUser = {
  id: '6f1d8a52-3b7e-4c1a-9d2e-5a4b3c2d1e0f',
  name: 'Kari Nordmann',
  email: 'kari@example.com',
  status: 'ACTIVE',
  role: 'USER',
  createdAt: '2025-01-15T10:00:00.000Z',
};

/** A saved phrase with its translated clip, as the server presents it. */
export function savedPhrase(
  texts: Pick<Phrase, 'originalText' | 'translatedText' | 'sourceLanguage' | 'targetLanguage'>,
) {
  const id = '0b7c1f7e-2a55-4f7e-9a53-3c2f1d9e8a01';
  return {
    id,
    ...texts,
    audioUrl: `/api/user/phrases/${id}/audio`,
    originalAudioUrl: null,
    notes: null,
    createdAt: LEARNER.createdAt,
    practiceCount: 0,
    isFavorite: false,
  } satisfies Phrase;
}

/** A signed-in learner, as after a successful login. */
export function signIn(): void {
  sessionStore.signIn('test-token', LEARNER);
}

/** A signed-in administrator: the one who also reads what the server's setup lacks. */
export function signInAsAdmin(): void {
  sessionStore.signIn('test-token', { ...LEARNER, role: 'ADMIN' });
}

/** A promise the test settles itself, to keep a request open while checking the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A text/event-stream answer the test writes as it goes, as a server streaming a reply would:
 * `send` writes one event (`event: <name>`, `data: <json>`), `close` ends the answer.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    answer: { status: 200, stream } satisfies FakeAnswer,
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** Writes raw text: part of an event, several, a comment line. */
    write(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    close() {
      controller.close();
    },
  };
}
