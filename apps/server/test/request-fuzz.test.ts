import { DIALOGUE_TOPICS } from '@tolk/contracts/dialogue';
import { type EndpointDeclaration, endpointLabel } from '@tolk/contracts/endpoint';
import { allEndpoints } from '@tolk/contracts/endpoints';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { hasUnsafeCharacters } from '@tolk/contracts/safe-text';
import { voiceCloningRelayPath } from '@tolk/contracts/voice-cloning';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/wav';
import { users } from '../src/db/schema/accounts';
import { audioTracks } from '../src/db/schema/audio-tracks';
import { dialogueEntries } from '../src/db/schema/dialogue';
import { phrases } from '../src/db/schema/phrases';
import { studyWords } from '../src/db/schema/study-words';
import { declaredRequests, forgedCursor, type KnownValues, multipartBody } from './support/declared-requests';
import { seedDialogueEntry } from './support/dialogue-entries';
import { seedNorwegian } from './support/dictionary-lexicon';
import {
  CLONED_VOICE_ID,
  type FakeElevenLabs,
  startFakeElevenLabs,
  VALID_VOICE_KEY,
} from './support/fakes/fake-elevenlabs-server';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Property-based fuzzing of every route: generated paths, queries, JSON bodies and multipart uploads,
 * sent anonymously, with a forged token, as an active learner and as an administrator. No answer
 * may be a 5xx but the deliberate 503 of an engine that is not configured, and nothing stored may
 * be damaged. Runs are few per route so the file stays within about a minute on two cores.
 */

const RUNS = 50;
/** Routes whose valid requests hash a password or render audio: slower, so fewer runs. */
const SLOW_RUNS = 20;

type Role = 'anonymous' | 'forged' | 'learner' | 'admin';
interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}
interface Ids {
  learnerPhrase: string;
  learnerTrack: string;
  victim: string;
  admin: string;
  bystanderPhrase: string;
  bystanderTrack: string;
  learnerWord: string;
  bystanderWord: string;
  learnerEntry: string;
  bystanderEntry: string;
  learnerConversation: string;
  bystanderConversation: string;
}

// ---------- generators ----------

/** A lone surrogate somewhere in a string: never valid UTF-16, never storable. */
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 2, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map((around) => `${around}\u0000${around}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      ' \u0000 ',
      '\uD800',
      'x\uDC00y',
      '😀',
      'Hei',
      '  Hallo  ',
    ),
  },
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
/** A field's value: mostly text, sometimes another JSON type. */
const value = fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: anyJson });
const language = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LANGUAGE_CODES) }, { weight: 1, arbitrary: text });
const direction = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(language, language).map(([from, to]) => `${from}-${to}`) },
  { weight: 1, arbitrary: text },
);
const wav = encodeWav({ samples: new Float32Array(1600), sampleRate: 16_000 });
const audioBase64 = fc.oneof(
  fc.constant(''),
  fc.constant(null),
  fc.constant(Buffer.from(wav).toString('base64')),
  fc.constant(`data:audio/wav;base64,${Buffer.from(wav).toString('base64')}`),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  text,
);

/** A JSON object with some of `fields` (each either its typed value or any value), sometimes extra keys, or any JSON at all. */
function jsonBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
  valid?: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, arbitrary]) => [
    key,
    fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: value }),
  ]);
  // Mostly every field present, so a single odd value reaches past the checks of the others.
  const typed = fc.oneof(
    { weight: 3, arbitrary: fc.record(Object.fromEntries(entries)) },
    { weight: 1, arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: [] }) },
  );
  const withExtra = fc
    .tuple(typed, fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }))
    .map(([body, extra]) => ({ ...extra, ...body }));
  const shapes: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    { weight: 6, arbitrary: typed },
    { weight: 2, arbitrary: withExtra },
    { weight: 1, arbitrary: anyJson },
  ];
  if (valid) {
    shapes.push({ weight: 8, arbitrary: oneUnsafeField(valid) }, { weight: 3, arbitrary: fc.record(valid) });
  }
  return fc.oneof(...shapes).map((body) => JSON.stringify(body));
}

/** NUL or a lone surrogate inside otherwise ordinary text. */
/** An address no account has yet. */
const freshEmail = fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.test`);
const unsafeText = fc.oneof(
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map((around) => `${around}\u0000${around}`) },
);

/**
 * A valid body with one text field (or one text in a list) made unsafe: the value that, past every
 * other check, would reach the database (where PostgreSQL refuses NUL and stores a lone surrogate as U+FFFD).
 */
function oneUnsafeField(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.tuple(fc.record(valid), fc.constantFrom(...Object.keys(valid)), unsafeText).map(([body, key, bad]) => {
    const current = body[key];
    if (typeof current === 'string') return { ...body, [key]: bad };
    if (Array.isArray(current) && current.length > 0) return { ...body, [key]: [bad, ...current.slice(1)] };
    return body;
  });
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD's bytes, never a thrown URIError). */
function percentEncode(raw: string): string {
  return [...Buffer.from(raw, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}
/** A path segment: a known id, a random UUID, or anything, including bytes no UTF-8 decoder accepts. */
function pathId(known: (ids: Ids) => string[]) {
  return (ids: Ids) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known(ids)) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: text.map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '..', '%2F', 'a%zz') },
    );
}
const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('kind', 'token', 'id', 'x', ''), text, { maxKeys: 3 }).map(
    (entries) =>
      `?${Object.entries(entries)
        .map(([key, raw]) => `${key}=${percentEncode(raw)}`)
        .join('&')}`,
  ),
  fc.constantFrom('?kind=original', '?kind=translated', '?kind=%00', '?kind=%ED%A0%80', '?kind[]=a', '?%'),
);

/** A multipart form: text fields, a `fileField` file of random or real WAV bytes, or a body of another type. */
function multipart(
  fields: Record<string, fc.Arbitrary<string>>,
  fileField = 'audio',
): fc.Arbitrary<Omit<FuzzRequest, 'url'>> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const fieldValue = (arbitrary: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: text });
  const form = fc.record(
    {
      fields: fc.record(
        Object.fromEntries(Object.entries(fields).map(([key, arbitrary]) => [key, fieldValue(arbitrary)])),
        { requiredKeys: [] },
      ),
      extra: fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }), text, { maxKeys: 2 }),
      file: fc.option(
        fc.record({
          name: fc.constantFrom(fileField, 'file', ''),
          filename: fc.oneof(fc.constantFrom('a.wav', '', 'x\u0000.wav', '..\\..\\etc'), fc.string({ maxLength: 12 })),
          bytes: fc.oneof(fc.constant(wav), fc.uint8Array({ maxLength: 256 })),
        }),
      ),
    },
    { requiredKeys: ['fields', 'extra'] },
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: form.map(({ fields: named, extra, file }) => {
        return {
          payload: multipartBody(boundary, { ...extra, ...named }, file),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        payload: '--broken',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    },
    {
      weight: 1,
      arbitrary: jsonBody({ direction, languageCode: language }).map((payload) => ({
        payload,
        headers: { 'content-type': 'application/json' },
      })),
    },
  );
}

const json = (body: fc.Arbitrary<string>) =>
  body.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
const noBody = fc.constant({});

/** Each route's requests; `url` builds the path from the generated parts. */
interface RouteFuzz {
  runs?: number;
  /**
   * Text fields a successful answer must hold unchanged but for trimming (request field → answer
   * path): proof that nothing was altered on the way into the database.
   */
  saved?: Record<string, string>;
  /**
   * The saved names may carry a number the server added to keep them unique (a second "Evening" is
   * "Evening (2)": unique-track-name.ts); the text before it must still be unchanged.
   */
  numberedNames?: boolean;
  request: (ids: Ids) => fc.Arbitrary<FuzzRequest>;
}
const fixed =
  (url: string, body: fc.Arbitrary<Omit<FuzzRequest, 'url'>> = noBody): RouteFuzz['request'] =>
  () =>
    fc.tuple(query, body).map(([search, rest]) => ({ url: `${url}${search}`, ...rest }));
const withId =
  (
    template: (id: string) => string,
    id: (ids: Ids) => fc.Arbitrary<string>,
    body: fc.Arbitrary<Omit<FuzzRequest, 'url'>> = noBody,
  ): RouteFuzz['request'] =>
  (ids) =>
    fc
      .tuple(id(ids), query, body)
      .map(([segment, search, rest]) => ({ url: `${template(segment)}${search}`, ...rest }));

const phraseId = pathId((ids) => [ids.learnerPhrase, ids.bystanderPhrase]);
const trackId = pathId((ids) => [ids.learnerTrack, ids.bystanderTrack]);
/** Deletion aims at other users' records only, so the learner's stay for the routes that read them. */
const othersPhraseId = pathId((ids) => [ids.bystanderPhrase]);
const othersTrackId = pathId((ids) => [ids.bystanderTrack]);
const userId = pathId((ids) => [ids.victim, ids.admin]);

/** The voice relay's calls carry the learner's provider key: the stand-in's, a wrong one, a malformed one, or none. */
const voiceKey = fc.option(
  fc.constantFrom(VALID_VOICE_KEY, 'sk_wrong000000000000000000000000', '', 'sk_ spaced key', 'k'.repeat(300)),
  { nil: undefined },
);
const withVoiceKey =
  (request: RouteFuzz['request']): RouteFuzz['request'] =>
  (ids) =>
    fc
      .tuple(request(ids), voiceKey)
      .map(([fuzzed, key]) =>
        key === undefined ? fuzzed : { ...fuzzed, headers: { ...fuzzed.headers, 'xi-api-key': key } },
      );
const relayed = (path: string) => `${voiceCloningRelayPath}${path}`;
const voiceId = pathId(() => [CLONED_VOICE_ID, 'x'.repeat(65)]);
const voiceSetting = fc.oneof(fc.double({ min: -1, max: 2, noNaN: true }), fc.constantFrom(0, 0.5, 1));

const wordId = pathId((ids) => [ids.learnerWord, ids.bystanderWord]);
/** A clicked word as a path segment: known words and forms, words the rule refuses, or anything. */
const wordSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('hus', 'huset', 'Bøkene', 'bok', 'ukjent').map(encodeURIComponent) },
  { weight: 3, arbitrary: text.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('1234', 'b', '!?', 'a'.repeat(51), '%20%20', '%00', '%ED%A0%80', '%FF', 'a%zz'),
  },
);
const dictionaryQuery = fc.oneof(
  query,
  fc
    .record(
      {
        language,
        interfaceLanguage: language,
        limit: fc.oneof(fc.integer(), text),
        cursor: fc.oneof(text, forgedCursor),
      },
      { requiredKeys: [] },
    )
    .map(
      (entries) =>
        `?${Object.entries(entries)
          .map(([key, raw]) => `${key}=${percentEncode(String(raw))}`)
          .join('&')}`,
    ),
  fc.constantFrom(
    '?language=no',
    '?language=no&interfaceLanguage=ru',
    '?language=en&interfaceLanguage=xx',
    '?language[]=no',
  ),
);
const withWord =
  (template: (word: string) => string): RouteFuzz['request'] =>
  () =>
    fc.tuple(wordSegment, dictionaryQuery).map(([word, search]) => ({ url: `${template(word)}${search}` }));

const othersWordId = pathId((ids) => [ids.bystanderWord]);
/** A query of named fields, each a typed value or any text, sometimes none; or a fixed odd one. */
const namedQuery = (fields: Record<string, fc.Arbitrary<unknown>>, fixedOnes: string[]) =>
  fc.oneof(
    query,
    fc
      .record(
        Object.fromEntries(
          Object.entries(fields).map(([key, arbitrary]) => [
            key,
            fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: text }),
          ]),
        ),
        { requiredKeys: [] },
      )
      .map(
        (entries) =>
          `?${Object.entries(entries)
            .map(([key, raw]) => `${key}=${percentEncode(String(raw))}`)
            .join('&')}`,
      ),
    fc.constantFrom(...fixedOnes),
  );
const practiceQuery = namedQuery(
  { limit: fc.integer({ min: -2, max: 60 }), sourceLanguage: language, targetLanguage: language },
  ['?targetLanguage=en', '?sourceLanguage=no&targetLanguage=en&limit=10', '?targetLanguage=no', '?targetLanguage[]=en'],
);
const practiceResultQuery = namedQuery(
  {
    isCorrect: fc.constantFrom('true', 'false', 'maybe', 'TRUE', '1'),
    durationMs: fc.oneof(fc.integer(), fc.double()),
    revealed: fc.constantFrom('true', 'false', 'yes'),
  },
  ['?isCorrect=true', '?isCorrect=false&revealed=true', '?isCorrect=true&durationMs=99999999999', '?isCorrect=maybe'],
);
const statisticsQuery = namedQuery(
  {
    timeZone: fc.constantFrom('UTC', 'Europe/Oslo', 'Asia/Kathmandu', 'Mars/Olympus', 'utc'),
    interfaceLanguage: language,
  },
  ['?timeZone=Europe%2FOslo', '?timeZone=%00', '?interfaceLanguage=ru'],
);

const suggestionsQuery = namedQuery(
  {
    language,
    difficulty: fc.constantFrom('BEGINNER', 'EXPERT', 'easy'),
    cefrLevel: fc.constantFrom('A1', 'C2', 'D1'),
    topic: text,
    limit: fc.constantFrom('1', '30', '0', '31', 'x'),
  },
  ['?language=no&difficulty=BEGINNER', '?language=en&cefrLevel=B1&limit=3', '?language=no&topic=Food%00'],
);

const exportQuery = namedQuery(
  { format: fc.constantFrom('csv', 'apkg', ''), language, translationLanguage: language },
  ['?format=csv', '?language=no', '?format=apkg'],
);

const entryId = pathId((ids) => [ids.learnerEntry, ids.bystanderEntry]);
const conversationId = pathId((ids) => [ids.learnerConversation, ids.bystanderConversation]);
/** A language as a path segment: a code of the catalog, or anything. */
const languageSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...LANGUAGE_CODES) },
  { weight: 2, arbitrary: text.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('NO', 'nob', '%00', '%ED%A0%80', '%FF', 'a%zz') },
);
const historyQuery = namedQuery({ limit: fc.integer({ min: -2, max: 120 }), cursor: fc.oneof(text, forgedCursor) }, [
  '?limit=1',
  '?limit=100',
  '?cursor=abc',
  '?limit=2&cursor=WyIyMDI2LTEzLTAxVDAwOjAwOjAwLjAwMDAwMFoiLCIzZjI1MDRlMC00Zjg5LTQxZDMtOWEwYy0wMzA1ZTgyYzMzMDEiXQ',
]);

const phraseBody = fc.record(
  {
    text,
    translation: text,
    sourceLanguage: language,
    targetLanguage: language,
    originalAudioBlob: audioBase64,
    translatedAudioBase64: audioBase64,
    clientId: text,
  },
  { requiredKeys: ['text', 'translation', 'sourceLanguage', 'targetLanguage'] },
);

/** A dialogue turn: the fuzz app has no chat model, so a valid one is the deliberate 503. */
const dialogueChatBody = jsonBody(
  {
    message: text,
    languageCode: language,
    level: fc.constantFrom('A1', 'C2', 'D1', 'a1'),
    topic: fc.oneof(fc.constantFrom(...DIALOGUE_TOPICS), text),
    userAudioUrl: fc.constantFrom(null, '', 'https://example.test/a.wav'),
    conversationId: fc.oneof(fc.uuid(), text),
    interfaceLanguage: language,
  },
  {
    message: fc.constantFrom('Hei! Hvordan går det?', '  Jeg liker kaffe. '),
    languageCode: fc.constant('no'),
    level: fc.constant('A2'),
    topic: fc.constant('Travel'),
  },
);

const routes: Record<string, RouteFuzz> = {
  'POST /api/auth/register': {
    runs: SLOW_RUNS,
    saved: { name: 'user.name' },
    request: fixed(
      '/api/auth/register',
      json(
        jsonBody(
          {
            email: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: text }),
            password: fc.oneof(fc.string({ minLength: 6, maxLength: 20 }), text),
            name: text,
          },
          { email: freshEmail, password: fc.constant('secret-42'), name: fc.constantFrom('Ann', 'Bo Li') },
        ),
      ),
    ),
  },
  'POST /api/auth/login': {
    runs: SLOW_RUNS,
    request: fixed(
      '/api/auth/login',
      json(
        jsonBody(
          { email: fc.oneof(fc.emailAddress(), text), password: text },
          { email: freshEmail, password: fc.constant('secret-42') },
        ),
      ),
    ),
  },
  'GET /api/auth/me': { request: fixed('/api/auth/me') },
  'POST /api/audio/transcribe': { request: fixed('/api/audio/transcribe', multipart({ languageCode: language })) },
  'GET /api/admin/users': { request: fixed('/api/admin/users') },
  'DELETE /api/admin/users/:id': { request: withId((id) => `/api/admin/users/${id}`, userId) },
  'PATCH /api/admin/users/:id/status': {
    request: withId(
      (id) => `/api/admin/users/${id}/status`,
      userId,
      json(jsonBody({ status: fc.constantFrom('PENDING', 'ACTIVE', 'BLOCKED') })),
    ),
  },
  'PATCH /api/admin/users/:id/role': {
    request: withId(
      (id) => `/api/admin/users/${id}/role`,
      userId,
      json(jsonBody({ role: fc.constantFrom('USER', 'ADMIN') })),
    ),
  },
  'GET /api/admin/health': { runs: 3, request: fixed('/api/admin/health') },
  'GET /api/public/health-simple': { request: fixed('/api/public/health-simple') },
  'GET /api/public/config': { request: fixed('/api/public/config') },
  'GET /api/test/test-jwt-simple': { request: fixed('/api/test/test-jwt-simple') },
  'GET /api/test/admin': { request: fixed('/api/test/admin') },
  'GET /api/test/rate-limit-status': { request: fixed('/api/test/rate-limit-status') },
  'POST /api/text-translate': {
    request: fixed(
      '/api/text-translate',
      json(jsonBody({ text, direction }, { text: fc.constant('Hei'), direction: fc.constant('no-ru') })),
    ),
  },
  'POST /api/text-to-speech': {
    runs: SLOW_RUNS,
    request: fixed(
      '/api/text-to-speech',
      json(jsonBody({ text, languageCode: language }, { text: fc.constant('Hei'), languageCode: fc.constant('no') })),
    ),
  },
  'POST /api/speech-translate': { request: fixed('/api/speech-translate', multipart({ direction })) },
  'GET /api/engines': { request: fixed('/api/engines') },
  'GET /api/user/phrases': { request: fixed('/api/user/phrases') },
  'POST /api/user/phrases': {
    saved: { text: 'phrase.originalText', translation: 'phrase.translatedText' },
    request: (ids) =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: phraseBody.map((body) => ({
            url: '/api/user/phrases',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          })),
        },
        {
          weight: 1,
          arbitrary: fixed(
            '/api/user/phrases',
            json(
              jsonBody(
                { text, translation: text },
                {
                  text: fc.constant('Hei'),
                  translation: fc.constant('Привет'),
                  sourceLanguage: fc.constant('no'),
                  targetLanguage: fc.constant('ru'),
                  clientId: fc.uuid(),
                },
              ),
            ),
          )(ids),
        },
      ),
  },
  'DELETE /api/user/phrases/:id': { request: withId((id) => `/api/user/phrases/${id}`, othersPhraseId) },
  'GET /api/user/phrases/:id/audio': { request: withId((id) => `/api/user/phrases/${id}/audio`, phraseId) },
  'GET /api/user/audio-tracks': { request: fixed('/api/user/audio-tracks') },
  'POST /api/user/audio-tracks': {
    runs: SLOW_RUNS,
    saved: { name: 'track.name' },
    numberedNames: true,
    request: (ids) =>
      fixed(
        '/api/user/audio-tracks',
        json(
          jsonBody(
            {
              name: text,
              phraseIds: fc.array(fc.oneof(fc.constantFrom(ids.learnerPhrase, ids.bystanderPhrase), fc.uuid(), text), {
                maxLength: 3,
              }),
              audioBase64List: fc.array(audioBase64, { maxLength: 3 }),
              clientId: text,
            },
            {
              name: fc.constant('Evening'),
              audioBase64List: fc.constant([Buffer.from(wav).toString('base64')]),
              clientId: fc.uuid(),
            },
          ),
        ),
      )(ids),
  },
  'GET /api/user/audio-tracks/:id': { request: withId((id) => `/api/user/audio-tracks/${id}`, trackId) },
  'DELETE /api/user/audio-tracks/:id': { request: withId((id) => `/api/user/audio-tracks/${id}`, othersTrackId) },
  'GET /api/user/audio-tracks/:id/audio': {
    request: (ids) =>
      fc
        .tuple(
          withId((id) => `/api/user/audio-tracks/${id}/audio`, trackId)(ids),
          fc.option(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999-', 'bytes=5-1', 'bytes=a-b', 'items=0-1')),
        )
        .map(([request, range]) => (range ? { ...request, headers: { range } } : request)),
  },
  'GET /api/unified-dictionary/entry/:word': {
    request: withWord((word) => `/api/unified-dictionary/entry/${word}`),
  },
  'GET /api/unified-dictionary/check-studying/:word': {
    request: withWord((word) => `/api/unified-dictionary/check-studying/${word}`),
  },
  'POST /api/unified-dictionary/studied-words': {
    request: fixed(
      '/api/unified-dictionary/studied-words',
      json(
        jsonBody(
          { language, words: fc.array(text, { maxLength: 5 }) },
          { language: fc.constant('no'), words: fc.constant(['Bøkene', 'hus', 'og']) },
        ),
      ),
    ),
  },
  'GET /api/unified-dictionary/user-words': {
    request: () => dictionaryQuery.map((search) => ({ url: `/api/unified-dictionary/user-words${search}` })),
  },
  'GET /api/unified-dictionary/audio/:id': {
    runs: SLOW_RUNS,
    request: (ids) =>
      fc
        .tuple(wordId(ids), dictionaryQuery)
        .map(([id, search]) => ({ url: `/api/unified-dictionary/audio/${id}${search}` })),
  },
  'GET /api/unified-dictionary/vocabulary-words': {
    request: () => dictionaryQuery.map((search) => ({ url: `/api/unified-dictionary/vocabulary-words${search}` })),
  },
  'GET /api/unified-dictionary/words-due-for-review': {
    request: () => dictionaryQuery.map((search) => ({ url: `/api/unified-dictionary/words-due-for-review${search}` })),
  },
  'GET /api/unified-dictionary/practice-words': {
    request: () => practiceQuery.map((search) => ({ url: `/api/unified-dictionary/practice-words${search}` })),
  },
  'POST /api/unified-dictionary/practice-result/:id': {
    request: (ids) =>
      fc
        .tuple(wordId(ids), practiceResultQuery)
        .map(([id, search]) => ({ url: `/api/unified-dictionary/practice-result/${id}${search}` })),
  },
  'POST /api/unified-dictionary/speech-review/:id': {
    request: withId(
      (id) => `/api/unified-dictionary/speech-review/${id}`,
      wordId,
      multipart({ expectedLanguage: language, durationMs: text }),
    ),
  },
  'POST /api/unified-dictionary/heard-review/:id': {
    request: withId(
      (id) => `/api/unified-dictionary/heard-review/${id}`,
      wordId,
      json(
        jsonBody(
          { expectedLanguage: language, recognizedText: text, durationMs: fc.oneof(fc.integer(), text) },
          {
            expectedLanguage: fc.constant('no'),
            recognizedText: fc.constantFrom('hus', ' Katt! '),
            durationMs: fc.nat(),
          },
        ),
      ),
    ),
  },
  'GET /api/unified-dictionary/study-statistics': {
    request: () => statisticsQuery.map((search) => ({ url: `/api/unified-dictionary/study-statistics${search}` })),
  },
  'GET /api/unified-dictionary/vocabulary-settings': { request: fixed('/api/unified-dictionary/vocabulary-settings') },
  'PUT /api/unified-dictionary/vocabulary-settings': {
    request: fixed(
      '/api/unified-dictionary/vocabulary-settings',
      json(jsonBody({ desiredRetention: fc.oneof(fc.double(), fc.double({ min: 0.7, max: 0.99 })) })),
    ),
  },
  'POST /api/unified-dictionary/words': {
    saved: { translation: 'word.translation.text', topic: 'word.topic' },
    request: fixed(
      '/api/unified-dictionary/words',
      json(
        jsonBody(
          {
            word: text,
            language,
            translation: text,
            translationLanguage: language,
            definition: text,
            example: text,
            topic: text,
            difficultyLevel: fc.constantFrom('BEGINNER', 'EXPERT', 'easy'),
            origin: fc.constantFrom('hand', 'suggestion', 'lookup'),
          },
          {
            word: fc.constantFrom('vindu', 'bord', 'Hus'),
            language: fc.constant('no'),
            translation: fc.constant('window'),
            translationLanguage: fc.constant('en'),
            definition: fc.constant('an opening in a wall'),
            example: fc.constant('Åpne vinduet.'),
            topic: fc.constant('Home'),
          },
        ),
      ),
    ),
  },
  'DELETE /api/unified-dictionary/words/:id': {
    request: withId((id) => `/api/unified-dictionary/words/${id}`, othersWordId),
  },
  'GET /api/unified-dictionary/word-suggestions': {
    request: () => suggestionsQuery.map((search) => ({ url: `/api/unified-dictionary/word-suggestions${search}` })),
  },
  'POST /api/unified-dictionary/vocabulary-settings/optimise': {
    request: fixed('/api/unified-dictionary/vocabulary-settings/optimise'),
  },
  'POST /api/unified-dictionary/review-track': {
    runs: SLOW_RUNS,
    request: fixed(
      '/api/unified-dictionary/review-track',
      json(
        jsonBody(
          {
            sourceLanguage: language,
            targetLanguage: language,
            limit: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.double()),
          },
          { targetLanguage: fc.constant('en'), limit: fc.constant(2) },
        ),
      ),
    ),
  },
  'GET /api/unified-dictionary/export': {
    request: () => exportQuery.map((search) => ({ url: `/api/unified-dictionary/export${search}` })),
  },
  'GET /api/unified-dictionary/sources': { request: fixed('/api/unified-dictionary/sources') },
  'GET /api/dialogue/topics': { request: fixed('/api/dialogue/topics') },
  'POST /api/dialogue/chat': { request: fixed('/api/dialogue/chat', json(dialogueChatBody)) },
  'POST /api/dialogue/chat/stream': { request: fixed('/api/dialogue/chat/stream', json(dialogueChatBody)) },
  'GET /api/user/stats': { request: fixed('/api/user/stats') },
  'GET /api/user/stats/progress': { request: fixed('/api/user/stats/progress') },
  'POST /api/user/stats/practice-time': {
    request: fixed(
      '/api/user/stats/practice-time',
      json(jsonBody({ minutes: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()) })),
    ),
  },
  'GET /api/dialogue/history/:languageCode': {
    request: () =>
      fc
        .tuple(languageSegment, historyQuery)
        .map(([code, search]) => ({ url: `/api/dialogue/history/${code}${search}` })),
  },
  'GET /api/dialogue/stats/:languageCode': {
    request: () =>
      fc.tuple(languageSegment, query).map(([code, search]) => ({ url: `/api/dialogue/stats/${code}${search}` })),
  },
  'GET /api/dialogue/stats': { request: fixed('/api/dialogue/stats') },
  'GET /api/dialogue/audio/:id': { runs: SLOW_RUNS, request: withId((id) => `/api/dialogue/audio/${id}`, entryId) },
  'POST /api/dialogue/entries/:id/translation': {
    request: withId(
      (id) => `/api/dialogue/entries/${id}/translation`,
      entryId,
      json(jsonBody({ targetLanguage: language }, { targetLanguage: fc.constantFrom('en', 'no', 'ru') })),
    ),
  },
  'POST /api/dialogue/conversations/:conversationId/feedback': {
    request: withId(
      (id) => `/api/dialogue/conversations/${id}/feedback`,
      conversationId,
      json(jsonBody({ interfaceLanguage: language }, { interfaceLanguage: fc.constantFrom('en', 'ru', 'ja') })),
    ),
  },
  'POST /api/user/stats/sync': { request: fixed('/api/user/stats/sync', json(jsonBody({}))) },
  'POST /api/user/stats/learning-streak': {
    request: fixed('/api/user/stats/learning-streak', json(jsonBody({ streak: fc.oneof(fc.integer(), fc.double()) }))),
  },
  [`GET ${relayed('/v1/user/subscription')}`]: { request: withVoiceKey(fixed(relayed('/v1/user/subscription'))) },
  [`GET ${relayed('/v1/user')}`]: { request: withVoiceKey(fixed(relayed('/v1/user'))) },
  [`GET ${relayed('/v1/models')}`]: { request: withVoiceKey(fixed(relayed('/v1/models'))) },
  [`GET ${relayed('/v1/voices')}`]: { request: withVoiceKey(fixed(relayed('/v1/voices'))) },
  [`POST ${relayed('/v1/voices/add')}`]: {
    request: withVoiceKey(
      fixed(
        relayed('/v1/voices/add'),
        multipart({ name: fc.constant('Anna'), description: text, remove_background_noise: text }, 'files'),
      ),
    ),
  },
  [`POST ${relayed('/v1/text-to-speech/:voiceId')}`]: {
    request: withVoiceKey(
      withId(
        (id) => relayed(`/v1/text-to-speech/${id}`),
        voiceId,
        json(
          jsonBody(
            {
              text,
              model_id: fc.constantFrom('eleven_multilingual_v2', 'Eleven v2', ''),
              voice_settings: fc.record({ stability: voiceSetting, similarity_boost: voiceSetting }),
            },
            { text: fc.constant('Hei'), model_id: fc.constant('eleven_multilingual_v2') },
          ),
        ),
      ),
    ),
  },
  [`DELETE ${relayed('/v1/voices/:voiceId')}`]: {
    request: withVoiceKey(withId((id) => relayed(`/v1/voices/${id}`), voiceId)),
  },
};

/** Values of path parameters and headers the derived requests may use, by name (never the bystander's account). */
function knownValues(ids: Ids): KnownValues {
  return {
    id: [
      ids.learnerPhrase,
      ids.bystanderPhrase,
      ids.learnerTrack,
      ids.bystanderTrack,
      ids.learnerWord,
      ids.bystanderWord,
      ids.learnerEntry,
      ids.bystanderEntry,
      // Not the administrator's own: a second administrator made by a role change could delete it, and the
      // suite's admin token would end with it.
      ids.victim,
    ],
    conversationId: [ids.learnerConversation, ids.bystanderConversation],
    languageCode: LANGUAGE_CODES,
    word: ['hus', 'huset', 'bok'],
    voiceId: [CLONED_VOICE_ID],
    'xi-api-key': [VALID_VOICE_KEY],
  };
}

/**
 * Each declared endpoint's requests: those derived from its declaration, mixed with the hand-made ones
 * above where a route has them (real ids, odd queries, valid bodies with one unsafe field).
 */
function fuzzOf(declaration: EndpointDeclaration, ids: Ids): { runs: number; requests: fc.Arbitrary<FuzzRequest> } {
  const handMade = routes[endpointLabel(declaration)];
  const derived = declaredRequests(declaration, knownValues(ids), wav);
  return {
    runs: handMade?.runs ?? RUNS,
    requests: handMade
      ? fc.oneof({ weight: 2, arbitrary: handMade.request(ids) }, { weight: 1, arbitrary: derived })
      : derived,
  };
}

/** Every method and path the app serves, read from its route tree (HEAD answers as GET does). */
function servedRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // A child segment may continue its parent's without a slash ('/words' → '-due-for-review').
    const match = /^([│├└─\s]*)(\S+) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') served.push(`${method} ${path}`);
  }
  return served.sort();
}

describe('request fuzzing: no 5xx, no stored damage', () => {
  let t: TestApp;
  /** The voice relay's provider: a stand-in, so no fuzzed call leaves the machine. */
  let voiceProvider: FakeElevenLabs;
  let ids: Ids;
  let tokens: Record<Role, string | undefined>;
  let bystanderBefore: unknown;

  const bystanderRows = async (bystanderId: string) => ({
    user: await t.db.select().from(users).where(eq(users.id, bystanderId)),
    phrases: await t.db.select().from(phrases).where(eq(phrases.userId, bystanderId)),
    tracks: await t.db.select().from(audioTracks).where(eq(audioTracks.userId, bystanderId)),
    words: await t.db.select().from(studyWords).where(eq(studyWords.userId, bystanderId)),
    dialogue: await t.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, bystanderId)),
  });

  beforeAll(async () => {
    voiceProvider = await startFakeElevenLabs();
    t = await createTestApp({ voiceCloning: { providerUrl: voiceProvider.url, relay: true } });
    const learner = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    const victim = await t.createUser();
    const bystander = await t.createUser();
    const seed = async (token: string) => {
      const phrase = await t.request({
        method: 'POST',
        url: '/api/user/phrases',
        token,
        payload: {
          text: 'God morgen',
          translation: 'Доброе утро',
          sourceLanguage: 'no',
          targetLanguage: 'ru',
          translatedAudioBase64: Buffer.from(wav).toString('base64'),
        },
      });
      expect(phrase.statusCode, phrase.body).toBe(200);
      const phraseRow = (phrase.json() as { phrase: { id: string } }).phrase;
      const track = await t.request({
        method: 'POST',
        url: '/api/user/audio-tracks',
        token,
        payload: { name: 'Morning', audioBase64List: [Buffer.from(wav).toString('base64')] },
      });
      expect(track.statusCode, track.body).toBe(200);
      // Rendered before the bystander's rows are taken as the state nothing may change (HEAD waits for it).
      const trackUrl = `/api/user/audio-tracks/${(track.json() as { track: { id: string } }).track.id}/audio`;
      expect((await t.request({ method: 'HEAD', url: trackUrl, token })).statusCode).toBe(200);
      const entry = await t.request({ method: 'GET', url: '/api/unified-dictionary/entry/hus?language=no', token });
      expect(entry.statusCode, entry.body).toBe(200);
      return {
        phrase: phraseRow.id,
        track: (track.json() as { track: { id: string } }).track.id,
        word: (entry.json() as { id: string }).id,
      };
    };
    await seedNorwegian(t.db, ['hus', 'bok']);
    const learnerSeed = await seed(t.tokenFor(learner));
    const bystanderSeed = await seed(t.tokenFor(bystander));
    const learnerEntry = await seedDialogueEntry(t.db, { userId: learner.id });
    const bystanderEntry = await seedDialogueEntry(t.db, { userId: bystander.id, languageCode: 'sv' });
    ids = {
      learnerEntry: learnerEntry.id,
      bystanderEntry: bystanderEntry.id,
      learnerConversation: learnerEntry.conversationId,
      bystanderConversation: bystanderEntry.conversationId,
      learnerPhrase: learnerSeed.phrase,
      learnerTrack: learnerSeed.track,
      bystanderPhrase: bystanderSeed.phrase,
      bystanderTrack: bystanderSeed.track,
      learnerWord: learnerSeed.word,
      bystanderWord: bystanderSeed.word,
      victim: victim.id,
      admin: admin.id,
    };
    tokens = { anonymous: undefined, forged: 'not.a.jwt', learner: t.tokenFor(learner), admin: t.tokenFor(admin) };
    bystanderBefore = await bystanderRows(bystander.id);
    ids.bystanderPhrase = bystanderSeed.phrase;
    (ids as Ids & { bystander?: string }).bystander = bystander.id;
  });
  afterAll(async () => {
    await t?.close();
    await voiceProvider?.close();
  });

  it('fuzzes every route the app serves, each from its declaration', () => {
    expect(servedRoutes(t.app)).toEqual(allEndpoints.map(({ declaration }) => endpointLabel(declaration)).sort());
    // Hand-made requests only add to a declared endpoint's.
    const declared = new Set(allEndpoints.map(({ declaration }) => endpointLabel(declaration)));
    expect(Object.keys(routes).filter((route) => !declared.has(route))).toEqual([]);
  });

  for (const { declaration } of allEndpoints) {
    const route = endpointLabel(declaration);
    const method = declaration.method;
    const fuzz = routes[route];
    it(`${route} never answers 5xx`, async () => {
      const { runs, requests } = fuzzOf(declaration, ids);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Role>('anonymous', 'forged', 'learner', 'admin'),
          requests,
          fc.boolean(),
          async (role, request, head) => {
            const response = await t.request({
              method: method === 'GET' && head ? 'HEAD' : method,
              url: request.url,
              payload: request.payload,
              headers: request.headers,
              token: tokens[role],
            });
            // A HEAD answer has no body: the same request as GET says which 503 it was.
            const answered =
              response.statusCode === 503 && !response.body
                ? await t.request({ ...request, method: 'GET', token: tokens[role] })
                : response;
            const engineMissing =
              answered.statusCode === 503 && (answered.json() as { code?: string }).code === 'ENGINE_UNAVAILABLE';
            expect(response.statusCode < 500 || engineMissing, `${response.statusCode} ${response.body}`).toBe(true);
            if (fuzz?.saved && response.statusCode < 300 && typeof request.payload === 'string') {
              const sent = (JSON.parse(request.payload) ?? {}) as Record<string, unknown>;
              const answer = response.json();
              for (const [field, answerPath] of Object.entries(fuzz.saved)) {
                const text = sent[field];
                // Only text there is to keep: an optional field sent blank (a word's translation) is stored as none.
                if (typeof text !== 'string' || text.trim() === '') continue;
                const stored = answerPath
                  .split('.')
                  .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], answer);
                const unnumbered =
                  fuzz.numberedNames && typeof stored === 'string' ? stored.replace(/ \(\d+\)$/, '') : stored;
                expect(stored === text.trim() ? stored : unnumbered, answerPath).toBe(text.trim());
              }
            }
          },
        ),
        { numRuns: runs },
      );
    });
  }

  it('leaves every stored row readable, free of NUL and broken characters, and other users untouched', async () => {
    for (const url of [
      '/api/user/phrases',
      '/api/user/audio-tracks',
      '/api/user/stats',
      '/api/user/stats/progress',
      '/api/unified-dictionary/user-words',
    ]) {
      const response = await t.request({ method: 'GET', url, token: tokens.learner });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    // A fresh administrator reads the list: the suite's own may have deleted itself (allowed once a
    // fuzzed role change made the victim a second administrator).
    const reader = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const list = await t.request({ method: 'GET', url: '/api/admin/users', token: reader });
    expect(list.statusCode, list.body).toBe(200);
    const texts = [
      ...(await t.db.select().from(users)).flatMap((row) => [row.email, row.name]),
      ...(await t.db.select().from(phrases)).flatMap((row) => [row.originalText, row.translatedText]),
      ...(await t.db.select().from(audioTracks)).map((row) => row.name),
      ...(await t.db.select().from(studyWords)).map((row) => row.word),
    ];
    expect(texts.filter(hasUnsafeCharacters)).toEqual([]);
    const bystander = (ids as Ids & { bystander: string }).bystander;
    expect(await bystanderRows(bystander)).toEqual(bystanderBefore);
  });
});
