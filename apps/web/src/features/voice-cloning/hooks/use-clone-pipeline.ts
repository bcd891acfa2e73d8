import type { VoiceCloningSettings } from '@tolk/contracts/voice-cloning';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, codeText, NetworkError } from '../../../shared/api/api-errors';
import { languageName } from '../../../shared/lib/language-names';
import { addVoice, getModels, type ProviderAccess, ProviderError, textToSpeech } from '../api/elevenlabs-client';
import { recogniseSpeech, translateRecognised } from '../api/recognise-and-translate';
import { chooseSpeechModel } from '../lib/choose-speech-model';
import type { CloneResult, PipelineStage } from '../lib/clone-result';
import type { VoiceSettings } from '../lib/voice-settings';

/** What the provider is told about the voice it clones (not shown in the app). */
const CLONED_VOICE_DESCRIPTION = 'The learner’s own voice, cloned in Tolk to speak their translations.';
const RECORDING_FILE_NAME = 'recording.webm';

/** A step failed with a text written for the learner. */
class StepFailure extends Error {}

/**
 * The voice-clone pipeline (docs/product.md, Voice cloning): the learner's one cloned voice (made from this
 * recording only when none exists yet), recognition and translation by our server, then the translation spoken in
 * that voice by a provider model that speaks the target language. Each step's outcome shows as soon as it is known;
 * any failure ends the run with 'Error: …' and clears the busy state.
 */
export function useClonePipeline(options: {
  transport: VoiceCloningSettings | undefined;
  settings: VoiceSettings;
  voiceName: string;
  /** A voice was cloned (remember its id, so the next recording reuses it), or the provider no longer has it (null). */
  onVoiceCloned: (voiceId: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const { transport, settings, voiceName, onVoiceCloned } = options;
  const [stage, setStage] = useState<PipelineStage | null>(null);
  const [result, setResult] = useState<CloneResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Our server's failure in the learner's words: no speech and no engine in ours, else the server's own message. */
  const serverFailure = useCallback(
    (cause: unknown) => {
      if (cause instanceof ApiRequestError) {
        if (cause.code === 'NO_SPEECH') return t('translate.errors.noSpeech');
        if (cause.code === 'ENGINE_UNAVAILABLE' && cause.stage !== 'recognition') {
          const { sourceLanguage, targetLanguage } = settings;
          return t('languagePair.unavailable', {
            from: languageName(sourceLanguage, i18n.language),
            to: languageName(targetLanguage, i18n.language),
          });
        }
        if (cause.message) return codeText(cause) ?? cause.message;
      }
      if (cause instanceof NetworkError) return t('errors.network');
      return cause instanceof Error && cause.message ? cause.message : t('voiceCloning.errors.unknown');
    },
    [settings, t, i18n.language],
  );

  const run = useCallback(
    async (recording: Blob) => {
      setError(null);
      setResult(null);
      try {
        const apiKey = settings.elevenLabsApiKey.trim();
        if (!apiKey) throw new StepFailure(t('voiceCloning.errors.noKey'));
        // The provider's address comes with the public config; without it the page never reached our server.
        if (!transport) throw new StepFailure(t('errors.network'));
        const access: ProviderAccess = { transport, apiKey };
        const { sourceLanguage, targetLanguage } = settings;

        setStage('cloning');
        let voiceId = settings.clonedVoiceId;
        if (!voiceId) {
          voiceId = await addVoice(access, {
            name: voiceName,
            description: CLONED_VOICE_DESCRIPTION,
            files: [{ blob: recording, fileName: RECORDING_FILE_NAME }],
          }).catch((cause: unknown) => {
            if (cause instanceof ProviderError && cause.status === 401) {
              throw new StepFailure(t('voiceCloning.errors.invalidKey'));
            }
            if (cause instanceof ProviderError) {
              throw new StepFailure(t('voiceCloning.errors.cloneFailed', { status: cause.statusText || cause.status }));
            }
            throw cause;
          });
          onVoiceCloned(voiceId);
        }
        const base: CloneResult = {
          voiceId,
          sourceLanguage,
          targetLanguage,
          originalAudio: recording,
          originalText: null,
          translatedText: null,
          clonedAudio: null,
          modelId: null,
          noSpeakingModel: false,
          timestamp: Date.now(),
        };
        setResult(base);

        setStage('translating');
        const originalText = await recogniseSpeech(recording, sourceLanguage).catch((cause: unknown) => {
          throw new StepFailure(serverFailure(cause));
        });
        setResult({ ...base, originalText });
        const translatedText = await translateRecognised(originalText, sourceLanguage, targetLanguage).catch(
          (cause: unknown) => {
            throw new StepFailure(serverFailure(cause));
          },
        );
        setResult({ ...base, originalText, translatedText });

        setStage('speaking');
        const modelId = chooseSpeechModel(await getModels(access), targetLanguage);
        if (!modelId) {
          setResult({ ...base, originalText, translatedText, noSpeakingModel: true });
          return;
        }
        const clonedAudio = await textToSpeech(access, { voiceId, text: translatedText, modelId }).catch(
          (cause: unknown) => {
            // Deleted in the provider's own dashboard: forget it, so the next recording clones the voice again.
            if (cause instanceof ProviderError && cause.status === 404) onVoiceCloned(null);
            if (cause instanceof ProviderError) throw new StepFailure(t('voiceCloning.errors.speechFailed'));
            throw cause;
          },
        );
        setResult({ ...base, originalText, translatedText, clonedAudio, modelId });
      } catch (cause) {
        // A TypeError from fetch: the provider could not be reached from this browser (and no relay was offered).
        const message =
          cause instanceof TypeError && !(cause instanceof StepFailure)
            ? t('voiceCloning.errors.providerUnreachable')
            : cause instanceof Error && cause.message
              ? cause.message
              : t('voiceCloning.errors.unknown');
        setError(t('voiceCloning.errors.pipeline', { message }));
      } finally {
        setStage(null);
      }
    },
    [settings, transport, voiceName, onVoiceCloned, serverFailure, t],
  );

  return { run, stage, busy: stage !== null, result, error, clearError: () => setError(null) };
}
