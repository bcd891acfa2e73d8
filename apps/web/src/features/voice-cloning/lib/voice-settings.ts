import { VoiceCloningLanguage } from '@tolk/contracts/voice-cloning';
import { z } from 'zod';
import { targetAfterSourceChange } from '../../../entities/language-pair/distinct-languages';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { readJson, writeJson } from '../../../shared/storage/local-storage';

/**
 * The voice-cloning settings in localStorage `voiceSettings` (docs/product.md, Voice cloning). They hold the
 * learner's own provider key, so they belong to one user: the owner's id is stored with them, and on a shared
 * device another user's settings read as none.
 */
export const VoiceSettings = z.object({
  /** 'user' (speak in the cloned voice) needs a saved key. */
  voiceMode: z.enum(['standard', 'user']),
  elevenLabsApiKey: z.string(),
  /** The learner's one cloned voice at the provider, reused by every recording; null until the first clone. */
  clonedVoiceId: z.string().nullable(),
  sourceLanguage: VoiceCloningLanguage,
  targetLanguage: VoiceCloningLanguage,
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

const StoredVoiceSettings = VoiceSettings.extend({ userId: z.string() });

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  voiceMode: 'standard',
  elevenLabsApiKey: '',
  clonedVoiceId: null,
  sourceLanguage: 'no',
  targetLanguage: 'ru',
};

/** This user's settings, or the defaults when none are stored, they are unreadable, or they are another user's. */
export function readVoiceSettings(userId: string): VoiceSettings {
  const stored = readJson(STORAGE_KEYS.voiceSettings, StoredVoiceSettings);
  if (stored.kind !== 'ok' || stored.value.userId !== userId) return DEFAULT_VOICE_SETTINGS;
  const { userId: _owner, ...settings } = stored.value;
  // Settings saved while both languages could be the same (the server refuses such phrases): another target.
  if (settings.targetLanguage === settings.sourceLanguage) {
    const defaults = { source: DEFAULT_VOICE_SETTINGS.sourceLanguage, target: DEFAULT_VOICE_SETTINGS.targetLanguage };
    return { ...settings, targetLanguage: targetAfterSourceChange(defaults, settings.sourceLanguage) };
  }
  return settings;
}

/**
 * Stores this user's settings (replacing any other user's on this device) and answers what was stored. A new key
 * may be another provider account, where the old cloned voice does not exist: the voice is forgotten with it.
 */
export function writeVoiceSettings(userId: string, next: VoiceSettings): VoiceSettings {
  const elevenLabsApiKey = next.elevenLabsApiKey.trim();
  const previous = readVoiceSettings(userId);
  const stored: VoiceSettings = {
    ...next,
    elevenLabsApiKey,
    voiceMode: elevenLabsApiKey ? 'user' : 'standard',
    clonedVoiceId: elevenLabsApiKey === previous.elevenLabsApiKey ? next.clonedVoiceId : null,
  };
  writeJson(STORAGE_KEYS.voiceSettings, { ...stored, userId });
  return stored;
}
