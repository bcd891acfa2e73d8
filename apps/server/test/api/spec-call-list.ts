/**
 * The product spec's call list (its section "7. The calls it makes", mirrored in docs/product.md,
 * "The calls a client makes") as data: for each call, what a client written from that list alone
 * sends and what it reads back, with the types it expects. Only what the spec says is here; what
 * Tolk adds is not. Self-contained (no imports) so it can move next to the endpoint declarations.
 *
 * A field type is what a client's code assumes: 'text' a string, 'number', 'boolean', 'list' an
 * array, 'object' a JSON object; a trailing '?' also allows null (the spec shows the field, Tolk
 * answers null where it has nothing: docs/product.md says where).
 */
export type SpecFieldType = 'text' | 'number' | 'boolean' | 'list' | 'object' | 'text?' | 'number?';

export type SpecMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface SpecCall {
  /** 'METHOD /path' as the spec writes it, path parameters in braces. */
  call: `${SpecMethod} /api/${string}`;
  /** Told apart when the spec gives one call two bodies (the audio track from phrases, or synced). */
  variant?: string;
  /** The fields the spec sends: a JSON body, a multipart form, the query. Nothing else is sent. */
  sends?: { json?: readonly string[]; multipart?: readonly string[]; query?: readonly string[] };
  /** Whether the spec's client sends the bearer token. */
  bearer: boolean;
  /**
   * The answer: a JSON object with these fields, a JSON list of objects with these fields (or of
   * texts), an audio file, or 'any' where the spec reads nothing from it (a 2xx is all it needs).
   */
  answers:
    | { object: Readonly<Record<string, SpecFieldType>> }
    | { listOf: Readonly<Record<string, SpecFieldType>> | 'text' }
    | 'audio'
    | 'any';
}

/** The spec's user (its data model), as the admin list and the sign-in answer carry it. */
const USER = { id: 'text', name: 'text', email: 'text', status: 'text', role: 'text', createdAt: 'text' } as const;

/** The spec's dialogue entry. userAudioUrl is always null: recordings are not kept (docs/product.md). */
const DIALOGUE_ENTRY = {
  id: 'text',
  userMessage: 'text',
  gptResponse: 'text',
  languageCode: 'text',
  createdAt: 'text',
  userAudioUrl: 'text?',
  gptAudioUrl: 'text',
} as const;

/**
 * The spec's dictionary entry fields Tolk has (not the per-language wordXx fields, topic, updatedAt
 * and userStudyData). definitions and examples are JSON-encoded lists of strings: text.
 */
const DICTIONARY_ENTRY = {
  id: 'text',
  word: 'text',
  partOfSpeech: 'text?',
  pronunciation: 'text',
  definitions: 'text',
  examples: 'text',
  etymology: 'text?',
  viewCount: 'number',
  lastViewedAt: 'text?',
} as const;

export const SPEC_CALL_LIST: readonly SpecCall[] = [
  // Auth
  {
    call: 'POST /api/auth/login',
    sends: { json: ['email', 'password'] },
    bearer: false,
    answers: { object: { status: 'text', message: 'text', token: 'text', user: 'object' } },
  },
  {
    call: 'POST /api/auth/register',
    sends: { json: ['email', 'password', 'name'] },
    bearer: false,
    answers: { object: { status: 'text', message: 'text', user: 'object' } },
  },
  // Translation and speech
  {
    call: 'POST /api/text-translate',
    sends: { json: ['text', 'direction'] },
    bearer: true,
    answers: { object: { translation: 'text' } },
  },
  {
    call: 'POST /api/speech-translate',
    sends: { multipart: ['audio', 'direction'] },
    bearer: true,
    answers: { object: { text: 'text', translation: 'text' } },
  },
  {
    call: 'POST /api/text-to-speech',
    sends: { json: ['text', 'languageCode'] },
    bearer: true,
    answers: { object: { audioBase64: 'text' } },
  },
  {
    call: 'POST /api/audio/transcribe',
    sends: { multipart: ['audio', 'languageCode'] },
    bearer: true,
    answers: { object: { text: 'text' } },
  },
  // Phrases and tracks
  { call: 'GET /api/user/phrases', bearer: true, answers: { object: { success: 'boolean', phrases: 'list' } } },
  {
    call: 'POST /api/user/phrases',
    sends: {
      json: ['text', 'translation', 'sourceLanguage', 'targetLanguage', 'originalAudioBlob', 'translatedAudioBase64'],
    },
    bearer: true,
    answers: 'any',
  },
  { call: 'DELETE /api/user/phrases/{id}', bearer: true, answers: 'any' },
  { call: 'GET /api/user/audio-tracks', bearer: true, answers: { object: { success: 'boolean', tracks: 'list' } } },
  {
    call: 'POST /api/user/audio-tracks',
    variant: 'from phrases',
    sends: { json: ['phraseIds', 'name'] },
    bearer: true,
    answers: 'any',
  },
  {
    call: 'POST /api/user/audio-tracks',
    variant: 'sync upload',
    sends: { json: ['name', 'audioBase64List'] },
    bearer: true,
    answers: 'any',
  },
  { call: 'DELETE /api/user/audio-tracks/{id}', bearer: true, answers: 'any' },
  { call: 'GET /api/user/audio-tracks/{id}/audio', bearer: true, answers: 'audio' },
  // Statistics
  { call: 'GET /api/user/stats', bearer: true, answers: { object: { success: 'boolean', stats: 'object' } } },
  { call: 'POST /api/user/stats/sync', bearer: true, answers: 'any' },
  { call: 'POST /api/user/stats/practice-time', sends: { json: ['minutes'] }, bearer: true, answers: 'any' },
  { call: 'POST /api/user/stats/learning-streak', sends: { json: ['streak'] }, bearer: true, answers: 'any' },
  // Dialogue
  {
    call: 'GET /api/dialogue/stats/{languageCode}',
    bearer: true,
    answers: {
      object: {
        languageCode: 'text',
        languageName: 'text',
        level: 'text',
        totalDialogues: 'number',
        totalWords: 'number',
        totalTimeMinutes: 'number',
      },
    },
  },
  { call: 'GET /api/dialogue/topics', bearer: true, answers: { listOf: 'text' } },
  { call: 'GET /api/dialogue/history/{languageCode}', bearer: true, answers: { listOf: DIALOGUE_ENTRY } },
  {
    call: 'POST /api/dialogue/chat',
    sends: { json: ['message', 'languageCode', 'level', 'topic', 'userAudioUrl'] },
    bearer: true,
    answers: { object: DIALOGUE_ENTRY },
  },
  // Dictionary
  {
    call: 'GET /api/unified-dictionary/entry/{word}',
    sends: { query: ['language', 'interfaceLanguage'] },
    bearer: true,
    answers: { object: DICTIONARY_ENTRY },
  },
  {
    call: 'GET /api/unified-dictionary/check-studying/{word}',
    sends: { query: ['language'] },
    bearer: true,
    answers: { object: { isStudying: 'boolean' } },
  },
  {
    call: 'GET /api/unified-dictionary/user-words',
    bearer: true,
    answers: { listOf: { id: 'text', word: 'text', language: 'text' } },
  },
  { call: 'GET /api/unified-dictionary/words-due-for-review', bearer: true, answers: 'any' },
  {
    call: 'GET /api/unified-dictionary/study-statistics',
    bearer: true,
    answers: {
      object: { totalWords: 'number', overallAccuracy: 'number?', currentStreak: 'number', aiRecommendations: 'text' },
    },
  },
  {
    call: 'GET /api/unified-dictionary/practice-words',
    sends: { query: ['limit', 'sourceLanguage', 'targetLanguage'] },
    bearer: true,
    answers: 'any',
  },
  {
    call: 'POST /api/unified-dictionary/practice-result/{id}',
    sends: { query: ['isCorrect'] },
    bearer: true,
    answers: 'any',
  },
  {
    call: 'GET /api/unified-dictionary/audio/{id}',
    sends: { query: ['language'] },
    bearer: true,
    answers: 'audio',
  },
  {
    call: 'POST /api/unified-dictionary/speech-review/{id}',
    sends: { multipart: ['audio', 'expectedLanguage'] },
    bearer: true,
    answers: { object: { isCorrect: 'boolean', recognizedText: 'text', confidence: 'number' } },
  },
  // Admin and diagnostics
  { call: 'GET /api/admin/users', bearer: true, answers: { listOf: USER } },
  { call: 'PATCH /api/admin/users/{id}/status', sends: { json: ['status'] }, bearer: true, answers: 'any' },
  { call: 'PATCH /api/admin/users/{id}/role', sends: { json: ['role'] }, bearer: true, answers: 'any' },
  { call: 'DELETE /api/admin/users/{id}', bearer: true, answers: 'any' },
  { call: 'GET /api/public/health-simple', bearer: false, answers: { object: { status: 'text' } } },
  { call: 'GET /api/test/test-jwt-simple', bearer: true, answers: { object: { success: 'boolean' } } },
  { call: 'GET /api/test/admin', bearer: true, answers: { object: { exists: 'boolean' } } },
  { call: 'GET /api/test/rate-limit-status', bearer: true, answers: { object: { status: 'text' } } },
];

/** A call's name in test titles: the call and its variant. */
export const specCallName = (call: SpecCall): string => (call.variant ? `${call.call} (${call.variant})` : call.call);
