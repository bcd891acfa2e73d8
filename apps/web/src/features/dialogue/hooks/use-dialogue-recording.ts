import type { LanguageCode } from '@tolk/contracts/languages';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecognitionRoute } from '../../../entities/engines/recognition-route';
import { ApiRequestError, codeText } from '../../../shared/api/api-errors';
import { transcribeRecording } from '../../../shared/api/transcribe-recording';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';
import { useRecorder } from '../../../shared/recording/use-recorder';
import { browserRecognitionFailureText } from '../../../shared/speech-recognition/browser-recognition-notice';
import { useBrowserRecognition } from '../../../shared/speech-recognition/use-browser-recognition';

export interface TranscriptionFailure {
  title: string;
  /** The server's own words, when it gave some (a 503 names what to configure). */
  detail: string | null;
}

/**
 * The microphone button (docs/product.md, Dialogue): it toggles recording (echo cancellation,
 * noise suppression and gain control, converted to 16 kHz WAV), and the recording's words, as the
 * speech engines hear them in the chosen language, go to onTranscribed. Where the server recognises
 * nothing in the language, the browser's own recogniser listens instead (docs/product.md, Speech
 * recognition in the browser).
 */
export function useDialogueRecording(options: { language: LanguageCode; onTranscribed: (text: string) => void }) {
  const { t, i18n } = useTranslation();
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

  const route = useRecognitionRoute(options.language);
  const serverRecorder = useRecorder({ onRecorded: (recording) => void transcribe(recording) });
  const browserRecognition = useBrowserRecognition({
    onHeard: (text) => {
      if (text.trim()) latest.current.onTranscribed(text.trim());
      else setFailure({ title: t('dialogue.errors.couldNotTranscribe'), detail: null });
    },
    onFailed: (error) =>
      setFailure({
        title: t('dialogue.errors.transcribing'),
        detail: browserRecognitionFailureText(error, latest.current.language, t, i18n.language),
      }),
  });
  const usesBrowser = route === 'browser' && serverRecorder.state === 'idle';
  const recorder = usesBrowser || browserRecognition.state !== 'idle' ? browserRecognition : serverRecorder;

  const toggle = () => {
    if (recorder.state === 'recording') return recorder.stop();
    if (recorder.state !== 'idle' || transcribing) return;
    setFailure(null);
    void (usesBrowser ? browserRecognition.start(options.language) : serverRecorder.start());
  };

  return {
    /** Who recognises: the server, or the browser (say so, and where the recording goes). */
    route,
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
  const detail = error instanceof ApiRequestError && error.message ? (codeText(error) ?? error.message) : null;
  return { title: t('dialogue.errors.transcribing'), detail };
}
