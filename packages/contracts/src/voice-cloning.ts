import { z } from 'zod';

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
