import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as accounts from '../src/accounts';
import * as admin from '../src/admin';
import * as audioTracks from '../src/audio-tracks';
import * as dictionary from '../src/dictionary';
import * as models from '../src/models';
import * as pagination from '../src/pagination';
import * as phrases from '../src/phrases';
import { hasUnsafeCharacters, isUnsafeTextIssue, safeString } from '../src/safe-text';
import * as speech from '../src/speech';
import * as stats from '../src/stats';
import * as translation from '../src/translation';
import * as users from '../src/users';
import * as vocabulary from '../src/vocabulary';
import * as vocabularyPractice from '../src/vocabulary-practice';
import * as vocabularyStatistics from '../src/vocabulary-statistics';
import * as vocabularySuggestions from '../src/vocabulary-suggestions';
import * as vocabularyWords from '../src/vocabulary-words';
import * as voiceCloning from '../src/voice-cloning';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** A valid value of every request schema, every optional text field filled in. */
const validRequests: Record<string, unknown> = {
  RegisterRequest: { email: 'ann@example.test', password: 'secret-42', name: 'Ann' },
  RegisterForm: { email: 'ann@example.test', password: 'secret-42', name: 'Ann', confirmPassword: 'secret-42' },
  LoginRequest: { email: 'ann@example.test', password: 'secret-42' },
  UpdateUserStatusRequest: { status: 'ACTIVE' },
  UpdateUserRoleRequest: { role: 'ADMIN' },
  ClearPendingSignupsRequest: { network: '203.0.113.0/24' },
  UserIdParams: { id: UUID },
  CreatePhraseRequest: {
    text: 'Hei',
    translation: 'Привет',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
    originalAudioBlob: 'AAAA',
    translatedAudioBase64: 'AAAA',
    clientId: 'local-1',
  },
  PhraseIdParams: { id: UUID },
  PhraseAudioQuery: { kind: 'original' },
  CreateAudioTrackFromPhrasesRequest: { name: 'Track', phraseIds: [UUID] },
  SyncAudioTrackRequest: { name: 'Trainer', audioBase64List: ['AAAA'], clientId: 'local-2' },
  CreateAudioTrackRequest: { name: 'Trainer', audioBase64List: ['AAAA'], clientId: 'local-3' },
  AudioTrackIdParams: { id: UUID },
  TextTranslateRequest: { text: 'Hei', direction: 'no-ru' },
  SpeechTranslateFields: { direction: 'no-ru' },
  TextToSpeechRequest: { text: 'Hei', languageCode: 'no' },
  TranscribeFields: { languageCode: 'no' },
  PracticeTimeRequest: { minutes: 5 },
  LearningStreakRequest: { streak: 2 },
  AdminUsersQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ' },
  PhrasesQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ' },
  AudioTracksQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ' },
  CursorPageQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ' },
  DictionaryWordParams: { word: 'bøkene' },
  DictionaryEntryQuery: { language: 'no', interfaceLanguage: 'en' },
  CheckStudyingQuery: { language: 'no' },
  StudiedWordsRequest: { language: 'no', words: ['Bøkene', 'er'] },
  UserWordsQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ', language: 'no' },
  StudyWordIdParams: { id: UUID },
  WordAudioQuery: { language: 'no' },
  VocabularyWordIdParams: { id: UUID },
  VocabularyWordsQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ', language: 'no' },
  WordsDueForReviewQuery: { limit: 10, cursor: 'WyIyMDI2IiwiaWQiXQ', language: 'no' },
  PracticeWordsQuery: { limit: 10, sourceLanguage: 'no', targetLanguage: 'en' },
  PracticeResultQuery: { isCorrect: 'true', durationMs: '3200', revealed: 'false' },
  SpeechReviewFields: { expectedLanguage: 'no', durationMs: '2500' },
  StudyStatisticsQuery: { timeZone: 'Europe/Oslo', interfaceLanguage: 'ru' },
  UpdateVocabularySettingsRequest: { desiredRetention: 0.85 },
  AddVocabularyWordRequest: {
    word: 'vindu',
    language: 'no',
    translation: 'window',
    translationLanguage: 'en',
    definition: 'an opening in a wall',
    example: 'Åpne vinduet.',
    topic: 'Home',
    difficultyLevel: 'BEGINNER',
    origin: 'hand',
  },
  WordSuggestionsQuery: {
    language: 'no',
    difficulty: 'BEGINNER',
    topic: 'Food and cooking',
    interfaceLanguage: 'en',
    limit: 10,
  },
  ReviewTrackRequest: { sourceLanguage: 'no', targetLanguage: 'en', limit: 20 },
  VocabularyExportQuery: { format: 'csv', language: 'no', translationLanguage: 'en' },
  VoiceIdParams: { voiceId: 'StandInVoice000000001' },
  ClonedSpeechRequest: {
    text: 'Hei',
    model_id: 'eleven_multilingual_v2',
    voice_settings: { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 },
    language_code: 'no',
  },
  ClonedSpeechQuery: { output_format: 'mp3_44100_128' },
  ModelIdParams: { id: 'speech-recognition-whisper-base' },
  AddVoiceFields: { name: 'Anna', description: 'Мой голос', remove_background_noise: 'false' },
};

/** Every schema a client sends: bodies, path parameters, queries and multipart text fields. */
const requestSchemas = Object.entries({
  ...accounts,
  ...admin,
  ...audioTracks,
  ...dictionary,
  ...models,
  ...pagination,
  ...phrases,
  ...speech,
  ...stats,
  ...translation,
  ...users,
  ...vocabulary,
  ...vocabularyPractice,
  ...vocabularyStatistics,
  ...vocabularySuggestions,
  ...vocabularyWords,
  ...voiceCloning,
}).filter(([name]) => /(Request|Params|Query|Fields|Form)$/.test(name)) as [string, z.ZodType][];

/** Each text leaf of a value, as a path of keys and indexes. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

function withText(value: unknown, path: (string | number)[], change: (text: string) => string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  holder[last] = change(holder[last] as string);
  return copy;
}

describe('safe text', () => {
  it('finds NUL and lone surrogates, and accepts paired ones and ordinary text', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('x\uDE00')).toBe(true);
    expect(hasUnsafeCharacters('\uDE00\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('😀 Привет, 日本語\t\n')).toBe(false);
  });

  it('answers a marked issue with a message naming the field', () => {
    const result = safeString('Track name').safeParse('a\u0000');
    expect(result.error?.issues).toHaveLength(1);
    const [issue] = result.error?.issues ?? [];
    expect(issue?.message).toBe('Track name must not contain NUL characters or broken (unpaired) Unicode characters');
    expect(issue && isUnsafeTextIssue(issue)).toBe(true);
  });

  it('has a valid example of every request schema', () => {
    expect(requestSchemas.map(([name]) => name).sort()).toEqual(Object.keys(validRequests).sort());
    for (const [name, schema] of requestSchemas) {
      expect(schema.safeParse(validRequests[name]).error, name).toBeUndefined();
    }
  });

  for (const [name, schema] of requestSchemas) {
    const valid = validRequests[name];
    for (const path of textPaths(valid)) {
      for (const [what, change] of [
        ['NUL', (text: string) => `${text}\u0000`],
        ['a lone surrogate', (text: string) => `\uD800${text}`],
      ] as const) {
        it(`${name}.${path.join('.')} refuses ${what}: the unsafe-text issue first, or not one of its values`, () => {
          const result = schema.safeParse(withText(valid, path, change));
          const first = result.error?.issues.find((issue) => issue.path.join('.') === path.join('.'));
          expect(first, `${name}.${path.join('.')}`).toBeDefined();
          // A field of fixed values (a status, a language code) refuses any other text as it is.
          if (first?.code !== 'invalid_value') expect(first && isUnsafeTextIssue(first)).toBe(true);
        });
      }
    }
  }
});
