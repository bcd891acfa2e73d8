import { z } from 'zod';
import { safeString } from './safe-text';

/**
 * Voice cloning: the learner's own voice-provider key (ElevenLabs) clones their voice and speaks translations in it.
 * The provider is called from the browser with the learner's key; when the browser cannot reach the provider
 * cross-origin, the same calls go through our relay, which passes the key on without keeping it (docs/product.md,
 * Voice cloning).
 */

/** Same-origin relay of the provider's calls: `${voiceCloningRelayPath}/v1/...` forwards to the provider's `/v1/...`. */
export const voiceCloningRelayPath = '/api/voice-cloning/relay';

/** The provider's default public API. */
export const DEFAULT_VOICE_PROVIDER_URL = 'https://api.elevenlabs.io';

/** Languages the voice-cloning screen offers as source and target. */
export const VOICE_CLONING_LANGUAGES = ['no', 'en', 'ru', 'es', 'fr', 'de'] as const;
export const VoiceCloningLanguage = z.enum(VOICE_CLONING_LANGUAGES);
export type VoiceCloningLanguage = z.infer<typeof VoiceCloningLanguage>;

/** A provider key: 'sk_' and 20 to 60 characters in all, after trimming. */
export const VOICE_KEY_PREFIX = 'sk_';
export const VOICE_KEY_MIN_LENGTH = 20;
export const VOICE_KEY_MAX_LENGTH = 60;
export const VoiceProviderKey = z
  .string()
  .trim()
  .min(VOICE_KEY_MIN_LENGTH)
  .max(VOICE_KEY_MAX_LENGTH)
  .startsWith(VOICE_KEY_PREFIX);

/** The key is checked this long after the learner stops typing. */
export const VOICE_KEY_CHECK_DEBOUNCE_MS = 1000;

/** Speech in the cloned voice: the preferred model and its voice settings. */
export const CLONED_SPEECH_MODEL = 'eleven_multilingual_v2';
export const CLONED_VOICE_SETTINGS = { stability: 0.5, similarity_boost: 0.75 } as const;

/** Instant cloning wants about one to two minutes of clean speech; below this the learner is told to record more. */
export const RECOMMENDED_CLONE_SECONDS = 60;

/** What the browser needs to reach the provider (part of the public config). */
export const VoiceCloningSettings = z.object({
  /** The provider's API, called directly from the browser. */
  providerUrl: z.string(),
  /** Our same-origin relay of the same calls, or null when the server turned it off. */
  relayPath: z.string().nullable(),
});
export type VoiceCloningSettings = z.infer<typeof VoiceCloningSettings>;

// ---------- the relay: the provider's calls it passes on, each checked before it leaves ----------

/** The header that carries the learner's provider key, to the provider and through the relay alike. */
export const VOICE_PROVIDER_KEY_HEADER = 'xi-api-key';

/** The provider's calls the relay passes on (paths under both the provider's URL and `voiceCloningRelayPath`). */
export const voiceProviderPaths = {
  subscription: '/v1/user/subscription',
  user: '/v1/user',
  models: '/v1/models',
  voices: '/v1/voices',
  addVoice: '/v1/voices/add',
  textToSpeech: (voiceId: string) => `/v1/text-to-speech/${voiceId}`,
  voice: (voiceId: string) => `/v1/voices/${voiceId}`,
} as const;

/** The largest add-voice form the relay takes: a few minutes of compressed speech fit many times over. */
export const VOICE_RELAY_MAX_BODY_BYTES = 25 * 1024 * 1024;
export const VOICE_RELAY_BODY_TOO_LARGE_MESSAGE = 'The voice samples are too large: send at most 25 MB in all';
/** Samples one add-voice call may carry (the provider's own limit for instant cloning). */
export const VOICE_SAMPLE_MAX_FILES = 25;
/** The longest text one speech call may carry. */
export const CLONED_SPEECH_MAX_CHARACTERS = 5000;

export const VOICE_KEY_NOT_CONFIGURED_MESSAGE =
  'The ElevenLabs API key is not configured: send it in the xi-api-key header';

/**
 * The key as the relay accepts it: any printable ASCII, since the provider decides whether it is valid
 * (the 'sk_' rule of `VoiceProviderKey` is the settings form's, and older keys do not follow it).
 */
export const VoiceRelayHeaders = z.looseObject({
  [VOICE_PROVIDER_KEY_HEADER]: z
    .string({ error: VOICE_KEY_NOT_CONFIGURED_MESSAGE })
    .regex(/^[\x21-\x7e]{1,256}$/, { error: VOICE_KEY_NOT_CONFIGURED_MESSAGE }),
});

/** A voice of the provider, in a path: letters, digits, '_' and '-' only, so it can never leave its segment. */
export const VoiceIdParams = z.object({
  voiceId: safeString('Voice id').regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Voice id must be a provider voice id' }),
});
export type VoiceIdParams = z.infer<typeof VoiceIdParams>;

/** A voice setting between 0 and 1. */
const unitInterval = z.number().min(0).max(1);

/** Speech in a cloned voice: the provider's text-to-speech body, nothing else. */
export const ClonedSpeechRequest = z.strictObject({
  text: safeString('Text')
    .min(1, { error: 'Text is required' })
    .max(CLONED_SPEECH_MAX_CHARACTERS, { error: `Text must be at most ${CLONED_SPEECH_MAX_CHARACTERS} characters` })
    .refine((text) => text.trim() !== '', { error: 'Text is required' }),
  model_id: safeString('Model id').regex(/^[a-z0-9_]{1,64}$/, { error: 'Model id must be a provider model id' }),
  voice_settings: z
    .strictObject({
      stability: unitInterval,
      similarity_boost: unitInterval,
      style: unitInterval.optional(),
      use_speaker_boost: z.boolean().optional(),
      speed: z.number().min(0.7).max(1.2).optional(),
    })
    .optional(),
  /** A language the model is told to speak (ISO 639-1), for models that take one. */
  language_code: safeString('Language code')
    .regex(/^[a-z]{2,3}$/, { error: 'Language code must be an ISO 639 code' })
    .optional(),
});
export type ClonedSpeechRequest = z.infer<typeof ClonedSpeechRequest>;

/** The one query speech takes: the audio format (mp3_44100_128, say). Other parameters are not passed on. */
export const ClonedSpeechQuery = z.object({
  output_format: safeString('Output format')
    .regex(/^[a-z0-9_]{1,32}$/, { error: 'Output format must be a provider output format' })
    .optional(),
});
export type ClonedSpeechQuery = z.infer<typeof ClonedSpeechQuery>;

/** The text fields of add-voice (its samples are repeated `files` parts). */
export const AddVoiceFields = z.strictObject({
  name: safeString('Voice name')
    .max(100, { error: 'Voice name must be at most 100 characters' })
    .refine((name) => name.trim() !== '', { error: 'Voice name is required' }),
  description: safeString('Description').max(500, { error: 'Description must be at most 500 characters' }).optional(),
  remove_background_noise: z.enum(['true', 'false']).optional(),
});
export type AddVoiceFields = z.infer<typeof AddVoiceFields>;
/** The form field of add-voice that carries the samples. */
export const VOICE_SAMPLE_FIELD = 'files';
