import type { LanguageCode } from '@tolk/contracts/languages';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-errors';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';
import { useRecorder } from '../../../shared/recording/use-recorder';
import { transcribeRecording } from '../api/transcribe-recording';

export interface TranscriptionFailure {
  title: string;
  /** The server's own words, when it gave some (a 503 names what to configure). */
  detail: string | null;
}

/**
 * The microphone button (docs/product.md, Dialogue): it toggles recording (echo cancellation,
 * noise suppression and gain control, converted to 16 kHz WAV), and the recording's words, as the
 * speech engines hear them in the chosen language, go to onTranscribed.
 */
export function useDialogueRecording(options: { language: LanguageCode; onTranscribed: (text: string) => void }) {
  const { t } = useTranslation();
  const [transcribing, setTranscribing] = useState(false);
  const [failure, setFailure] = useState<TranscriptionFailure | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const transcribe = useCallback(
    async (recording: Blob) => {
      const { language } = latest.current;
      setTranscribing(true);
      try {
        const wav = await recordingToWav(recording);
        const { text } = await transcribeRecording({ wav, languageCode: language });
        if (text.trim()) latest.current.onTranscribed(text.trim());
        else setFailure({ title: t('dialogue.errors.couldNotTranscribe'), detail: null });
      } catch (error) {
        setFailure(describeTranscriptionFailure(error, t));
      } finally {
        setTranscribing(false);
      }
    },
    [t],
  );

  const recorder = useRecorder({ onRecorded: (recording) => void transcribe(recording) });

  const toggle = () => {
    if (recorder.state === 'recording') return recorder.stop();
    if (recorder.state !== 'idle' || transcribing) return;
    setFailure(null);
    void recorder.start();
  };

  return {
    state: recorder.state,
    elapsedSeconds: recorder.elapsedSeconds,
    microphoneError: recorder.error,
    transcribing,
    failure,
    toggle,
  };
}

function describeTranscriptionFailure(error: unknown, t: TFunction): TranscriptionFailure {
  // No speech in the recording: the learner tries again; anything else failed on the way.
  if (error instanceof ApiRequestError && error.code === 'NO_SPEECH') {
    return { title: t('dialogue.errors.couldNotTranscribe'), detail: null };
  }
  const detail = error instanceof ApiRequestError && error.message ? error.message : null;
  return { title: t('dialogue.errors.transcribing'), detail };
}
