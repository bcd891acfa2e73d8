import { CLONED_SPEECH_MODEL, type VoiceCloningLanguage } from '@tolk/contracts/voice-cloning';
import { type ProviderModel, speaksLanguage } from '../api/elevenlabs-client';

/**
 * The model that speaks the translation in the cloned voice: eleven_multilingual_v2 when its language list has
 * the target language, else the first text-to-speech model of the provider's list that has it (Norwegian is on
 * eleven_flash_v2_5 and eleven_turbo_v2_5, not on eleven_multilingual_v2), else null: no model speaks it.
 */
export function chooseSpeechModel(models: readonly ProviderModel[], target: VoiceCloningLanguage): string | null {
  const speakers = models.filter((model) => model.can_do_text_to_speech !== false && speaksLanguage(model, target));
  const preferred = speakers.find((model) => model.model_id === CLONED_SPEECH_MODEL);
  return (preferred ?? speakers[0])?.model_id ?? null;
}
