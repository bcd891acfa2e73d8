import { type EndpointDeclaration, endpointLabel, endpointPath, pathParameterNames } from '@tolk/contracts/endpoint';
import { allEndpoints } from '@tolk/contracts/endpoints';
import type { UserRole, UserStatus } from '@tolk/contracts/users';
import { voiceCloningRelayPath } from '@tolk/contracts/voice-cloning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../src/db/schema/accounts';
import { audioTracks } from '../src/db/schema/audio-tracks';
import { phrases } from '../src/db/schema/phrases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every declared endpoint, called as every kind of caller, with the access its declaration gives it.
 * The cases below add what a permitted caller should get and what must not change; an endpoint
 * without one is still called (its path from its declaration, aimed at another user's record where
 * it takes an id) and must refuse whom its access refuses. Admin routes that take a user id are
 * aimed at another user's record, so a USER reaching them would be touching someone else's data.
 */
type Access = Exclude<EndpointDeclaration['access'], 'public'>;
interface RouteCase {
  access: Access;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (victim: UserRow, victimPhraseId: string, victimTrackId: string) => string;
  /** A body, or one built around the victim's phrase id. */
  payload?: object | ((victimPhraseId: string) => object);
  /**
   * The answer a permitted caller gets, when it is not 200 (no engine configured here, say); 'any' for a
   * case made from the declaration alone: any answer but a refusal of the caller or a 5xx.
   */
  permitted?: number | 'any';
  /** What the victim looks like after a successful admin call; unchanged after a refused one. */
  effect?: (victim: UserRow | undefined) => boolean;
  /** The route touches one of the victim's phrases: no caller but the victim may, and it must survive. */
  victimPhrase?: true;
  /** The route touches the victim's audio track: no caller but the victim may, and it must survive. */
  victimTrack?: true;
}

const phrase = { text: 'Hei', translation: 'Привет', sourceLanguage: 'no', targetLanguage: 'ru' };

/** Hand-made cases, each named by its declared endpoint (`METHOD /path`, then what it aims at). */
const handMade: Record<string, RouteCase> = {
  'GET /api/auth/me': { access: 'active-user', method: 'GET', url: () => '/api/auth/me' },
  'GET /api/admin/users': { access: 'admin', method: 'GET', url: () => '/api/admin/users' },
  'PATCH /api/admin/users/:id/status': {
    access: 'admin',
    method: 'PATCH',
    url: (victim) => `/api/admin/users/${victim.id}/status`,
    payload: { status: 'BLOCKED' },
    effect: (victim) => victim?.status === 'BLOCKED',
  },
  'PATCH /api/admin/users/:id/role': {
    access: 'admin',
    method: 'PATCH',
    url: (victim) => `/api/admin/users/${victim.id}/role`,
    payload: { role: 'ADMIN' },
    effect: (victim) => victim?.role === 'ADMIN',
  },
  'DELETE /api/admin/users/:id': {
    access: 'admin',
    method: 'DELETE',
    url: (victim) => `/api/admin/users/${victim.id}`,
    effect: (victim) => victim === undefined,
  },
  'GET /api/admin/health': { access: 'admin', method: 'GET', url: () => '/api/admin/health' },
  'GET /api/test/test-jwt-simple': { access: 'admin', method: 'GET', url: () => '/api/test/test-jwt-simple' },
  'GET /api/test/admin': { access: 'admin', method: 'GET', url: () => '/api/test/admin' },
  'GET /api/test/rate-limit-status': { access: 'admin', method: 'GET', url: () => '/api/test/rate-limit-status' },
  'GET /api/engines': { access: 'active-user', method: 'GET', url: () => '/api/engines' },
  'POST /api/text-to-speech': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/text-to-speech',
    payload: { text: 'Hei', languageCode: 'no' },
  },
  'POST /api/text-translate': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/text-translate',
    payload: { text: 'Hei', direction: 'no-ru' },
    permitted: 503,
  },
  'POST /api/audio/transcribe': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/audio/transcribe',
    payload: { languageCode: 'no' },
    permitted: 415,
  },
  'POST /api/speech-translate': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/speech-translate',
    payload: { direction: 'no-ru' },
    permitted: 415,
  },
  'GET /api/user/phrases': { access: 'active-user', method: 'GET', url: () => '/api/user/phrases' },
  'POST /api/user/phrases': { access: 'active-user', method: 'POST', url: () => '/api/user/phrases', payload: phrase },
  'DELETE /api/user/phrases/:id (another user’s)': {
    access: 'active-user',
    method: 'DELETE',
    url: (_victim, id) => `/api/user/phrases/${id}`,
    permitted: 404,
    victimPhrase: true,
  },
  'GET /api/user/phrases/:id/audio (another user’s)': {
    access: 'active-user',
    method: 'GET',
    url: (_victim, id) => `/api/user/phrases/${id}/audio?kind=original`,
    permitted: 404,
    victimPhrase: true,
  },
  'GET /api/user/audio-tracks': { access: 'active-user', method: 'GET', url: () => '/api/user/audio-tracks' },
  'POST /api/user/audio-tracks (another user’s phrase)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/user/audio-tracks',
    payload: (phraseId) => ({ name: 'Stolen', phraseIds: [phraseId] }),
    permitted: 404,
    victimPhrase: true,
  },
  'DELETE /api/user/audio-tracks/:id (another user’s)': {
    access: 'active-user',
    method: 'DELETE',
    url: (_victim, _phraseId, trackId) => `/api/user/audio-tracks/${trackId}`,
    permitted: 404,
    victimTrack: true,
  },
  'GET /api/user/audio-tracks/:id/audio (another user’s)': {
    access: 'active-user',
    method: 'GET',
    url: (_victim, _phraseId, trackId) => `/api/user/audio-tracks/${trackId}/audio`,
    permitted: 404,
    victimTrack: true,
  },
  'GET /api/unified-dictionary/entry/:word (no lexicon here)': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/entry/hus?language=no',
    permitted: 404,
  },
  'GET /api/unified-dictionary/check-studying/:word': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/check-studying/hus?language=no',
  },
  'POST /api/unified-dictionary/studied-words': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/studied-words',
    payload: { language: 'no', words: ['hus'] },
  },
  'GET /api/unified-dictionary/user-words': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/user-words',
  },
  'GET /api/unified-dictionary/audio/:id (unknown)': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/audio/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    permitted: 404,
  },
  'GET /api/unified-dictionary/sources': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/sources',
  },
  'GET /api/unified-dictionary/vocabulary-words': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/vocabulary-words',
  },
  'GET /api/unified-dictionary/words-due-for-review': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/words-due-for-review',
  },
  'GET /api/unified-dictionary/practice-words': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/practice-words?targetLanguage=en',
  },
  'POST /api/unified-dictionary/practice-result/:id (unknown)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/practice-result/3f2504e0-4f89-41d3-9a0c-0305e82c3301?isCorrect=true',
    permitted: 404,
  },
  'POST /api/unified-dictionary/speech-review/:id (not multipart)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/speech-review/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    payload: { expectedLanguage: 'no' },
    permitted: 415,
  },
  'POST /api/unified-dictionary/heard-review/:id': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/heard-review/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    payload: { expectedLanguage: 'no', recognizedText: 'hus' },
    permitted: 404,
  },
  'GET /api/unified-dictionary/study-statistics': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/study-statistics',
  },
  'GET /api/unified-dictionary/vocabulary-settings': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/vocabulary-settings',
  },
  'PUT /api/unified-dictionary/vocabulary-settings': {
    access: 'active-user',
    method: 'PUT',
    url: () => '/api/unified-dictionary/vocabulary-settings',
    payload: { desiredRetention: 0.85 },
  },
  'POST /api/unified-dictionary/words': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/words',
    payload: { word: 'hus', language: 'no' },
    permitted: 201,
  },
  'DELETE /api/unified-dictionary/words/:id (unknown)': {
    access: 'active-user',
    method: 'DELETE',
    url: () => '/api/unified-dictionary/words/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    permitted: 404,
  },
  'GET /api/unified-dictionary/word-suggestions': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/word-suggestions?language=no&difficulty=BEGINNER',
  },
  'POST /api/unified-dictionary/vocabulary-settings/optimise': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/vocabulary-settings/optimise',
  },
  'POST /api/unified-dictionary/review-track (nothing to review)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/unified-dictionary/review-track',
    payload: { sourceLanguage: 'fr', targetLanguage: 'en' },
    permitted: 400,
  },
  'GET /api/unified-dictionary/export': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/unified-dictionary/export?format=csv',
  },
  'GET /api/dialogue/topics': { access: 'active-user', method: 'GET', url: () => '/api/dialogue/topics' },
  'POST /api/dialogue/chat': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/dialogue/chat',
    payload: { message: 'Hei', languageCode: 'no', level: 'A1', topic: 'Travel', userAudioUrl: null },
    permitted: 503,
  },
  'POST /api/dialogue/chat/stream': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/dialogue/chat/stream',
    payload: { message: 'Hei', languageCode: 'no', level: 'A1', topic: 'Travel', userAudioUrl: null },
    permitted: 503,
  },
  'GET /api/dialogue/history/:languageCode': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/dialogue/history/no',
  },
  'GET /api/dialogue/stats/:languageCode': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/dialogue/stats/no',
  },
  'GET /api/dialogue/stats': { access: 'active-user', method: 'GET', url: () => '/api/dialogue/stats' },
  'GET /api/dialogue/audio/:id (unknown)': {
    access: 'active-user',
    method: 'GET',
    url: () => '/api/dialogue/audio/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    permitted: 404,
  },
  'POST /api/dialogue/entries/:id/translation (unknown)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/dialogue/entries/3f2504e0-4f89-41d3-9a0c-0305e82c3301/translation',
    payload: { targetLanguage: 'en' },
    permitted: 404,
  },
  'POST /api/dialogue/conversations/:conversationId/feedback (unknown)': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/dialogue/conversations/3f2504e0-4f89-41d3-9a0c-0305e82c3301/feedback',
    payload: { interfaceLanguage: 'en' },
    permitted: 404,
  },
  'GET /api/user/stats': { access: 'active-user', method: 'GET', url: () => '/api/user/stats' },
  'GET /api/user/stats/progress': { access: 'active-user', method: 'GET', url: () => '/api/user/stats/progress' },
  'POST /api/user/stats/sync': { access: 'active-user', method: 'POST', url: () => '/api/user/stats/sync' },
  'POST /api/user/stats/practice-time': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/user/stats/practice-time',
    payload: { minutes: 1 },
  },
  'POST /api/user/stats/learning-streak': {
    access: 'active-user',
    method: 'POST',
    url: () => '/api/user/stats/learning-streak',
    payload: { streak: 0 },
  },
  // Without a provider key a permitted caller gets 400, so nothing here ever reaches the provider.
  'GET /api/voice-cloning/relay/v1/user/subscription': {
    access: 'active-user',
    method: 'GET',
    url: () => `${voiceCloningRelayPath}/v1/user/subscription`,
    permitted: 400,
  },
  'POST /api/voice-cloning/relay/v1/text-to-speech/:voiceId': {
    access: 'active-user',
    method: 'POST',
    url: () => `${voiceCloningRelayPath}/v1/text-to-speech/StandInVoice000000001`,
    payload: { text: 'Hei', model_id: 'eleven_multilingual_v2' },
    permitted: 400,
  },
};

type Caller = 'no token' | 'PENDING' | 'BLOCKED' | 'USER' | 'ADMIN';
const callers: Record<Caller, { status: UserStatus; role: UserRole } | null> = {
  'no token': null,
  PENDING: { status: 'PENDING', role: 'USER' },
  BLOCKED: { status: 'BLOCKED', role: 'USER' },
  USER: { status: 'ACTIVE', role: 'USER' },
  ADMIN: { status: 'ACTIVE', role: 'ADMIN' },
};

/** The declaration a case names (its name up to the first ' ('). */
const declarationOf = (name: string) =>
  allEndpoints.find(({ declaration }) => endpointLabel(declaration) === name.split(' (')[0])?.declaration;

/** A case from the declaration alone: every path parameter another user's record or a fresh value. */
function declaredCase(declaration: EndpointDeclaration): RouteCase {
  return {
    access: declaration.access === 'admin' ? 'admin' : 'active-user',
    method: declaration.method,
    url: (victim, phraseId) =>
      endpointPath(
        declaration,
        Object.fromEntries(
          pathParameterNames(declaration.path).map((name) => [
            name,
            name === 'id' ? (declaration.path.startsWith('/api/admin/') ? victim.id : phraseId) : 'no',
          ]),
        ),
      ),
    permitted: 'any',
  };
}

/** Every declared endpoint but the public ones: its hand-made cases, or one made from its declaration. */
const routes: Record<string, RouteCase> = Object.fromEntries(
  allEndpoints
    .filter(({ declaration }) => declaration.access !== 'public')
    .flatMap(({ declaration }) => {
      const label = endpointLabel(declaration);
      const cases = Object.entries(handMade).filter(([name]) => name.split(' (')[0] === label);
      return cases.length > 0 ? cases : [[`${label} (from its declaration)`, declaredCase(declaration)]];
    }),
);

function expected(
  caller: Caller,
  access: Access,
  permitted: number | 'any' = 200,
): { status: number | 'any'; code?: string } {
  if (caller === 'no token') return { status: 401, code: 'UNAUTHENTICATED' };
  if (caller === 'PENDING') return { status: 403, code: 'ACCOUNT_PENDING' };
  if (caller === 'BLOCKED') return { status: 403, code: 'ACCOUNT_BLOCKED' };
  if (caller === 'USER' && access === 'admin') return { status: 403, code: 'FORBIDDEN' };
  return { status: permitted };
}

let t: TestApp;
const tokens = new Map<Caller, string | undefined>();
beforeAll(async () => {
  t = await createTestApp();
  for (const [caller, account] of Object.entries(callers) as [Caller, (typeof callers)[Caller]][]) {
    tokens.set(caller, account ? t.tokenFor(await t.createUser(account)) : undefined);
  }
});
afterAll(() => t.close());

const matrix = Object.entries(routes).flatMap(([name, route]) =>
  (Object.keys(callers) as Caller[]).map((caller) => ({ name, route, caller })),
);

describe('authorization matrix', () => {
  it.each(matrix)('$name as $caller', async ({ route, caller }) => {
    const victim = await t.createUser({ status: 'ACTIVE', role: 'USER' });
    const [victimPhrase] = await t.db
      .insert(phrases)
      .values({
        userId: victim.id,
        originalText: 'Hei',
        translatedText: 'Привет',
        sourceLanguage: 'no',
        targetLanguage: 'ru',
      })
      .returning();
    const [victimTrack] = await t.db
      .insert(audioTracks)
      .values({
        userId: victim.id,
        name: 'Theirs',
        text: 'Hei',
        translatedText: 'Привет',
        audioKey: `audio-tracks/${victim.id}/theirs.mp3`,
        durationSeconds: 1,
        fileSize: 1,
        phraseCount: 1,
      })
      .returning();
    const response = await t.request({
      method: route.method,
      url: route.url(victim, victimPhrase?.id ?? '', victimTrack?.id ?? ''),
      payload: typeof route.payload === 'function' ? route.payload(victimPhrase?.id ?? '') : route.payload,
      token: tokens.get(caller),
    });
    const want = expected(caller, route.access, route.permitted);
    if (want.status === 'any') {
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect([401, 403], response.body).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(want.status);
    }
    if (want.code) expect(response.json()).toMatchObject({ code: want.code, error: expect.any(String) });

    if (route.effect) {
      const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
      expect(route.effect(after)).toBe(want.status === (route.permitted ?? 200));
    }
    if (route.victimPhrase) {
      expect(await t.db.select().from(phrases).where(eq(phrases.userId, victim.id))).toEqual([victimPhrase]);
    }
    if (route.victimTrack) {
      expect(await t.db.select().from(audioTracks).where(eq(audioTracks.userId, victim.id))).toEqual([victimTrack]);
    }
  });

  it('gives every hand-made case the access its declaration has', () => {
    for (const [name, route] of Object.entries(handMade)) {
      expect(declarationOf(name)?.access, name).toBe(route.access);
      expect(declarationOf(name)?.method, name).toBe(route.method);
    }
  });

  it('leaves the public routes open', async () => {
    const open = allEndpoints.filter(({ declaration }) => declaration.access === 'public');
    expect(open.map(({ declaration }) => endpointLabel(declaration)).sort()).toEqual([
      'GET /api/public/config',
      'GET /api/public/health-simple',
      'POST /api/auth/login',
      'POST /api/auth/register',
    ]);
    for (const url of ['/api/public/health-simple', '/api/public/config']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
