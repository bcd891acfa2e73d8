import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { ModelPreparing } from '@tolk/contracts/models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecognitionRoute } from '../../../entities/engines/recognition-route';
import { pairOf } from '../../../entities/language-pair/language-pair-store';
import { useLanguagePair } from '../../../entities/language-pair/use-language-pair';
import { preparingOf } from '../../../entities/models/preparing-of';
import { useIsAdmin } from '../../../entities/session/use-session';
import { blobToDataUrl } from '../../../shared/lib/base64';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';
import { useRecorder } from '../../../shared/recording/use-recorder';
import { browserRecognitionFailureText } from '../../../shared/speech-recognition/browser-recognition-notice';
import { useBrowserRecognition } from '../../../shared/speech-recognition/use-browser-recognition';
import { recordPracticeMinute } from '../api/record-practice-time';
import { translateSpeech } from '../api/translate-speech';
import { translateText } from '../api/translate-text';
import type { ResultState } from '../components/translation-card';
import { describeFailure, speechFailureTitle } from '../lib/describe-failure';
import { useSpokenTranslation } from './use-spoken-translation';

interface Heard {
  text: string;
  translation: string;
  /**
   * The uploaded 16 kHz WAV, kept with a saved phrase; gone after a swap (it no longer matches the
   * text), and none when the browser recognised the speech (it keeps no recording).
   */
  recording: Blob | null;
}

/**
 * The speech translator's states (docs/product.md, Translation): idle, recording, processing (recognise and
 * translate, then speak), the result with auto-played audio, or the failure. Where the server recognises
 * nothing in the source language, the browser's recogniser listens instead and the words it heard go
 * to the text translation (docs/product.md, Speech recognition in the browser).
 */
export function useSpeechTranslator() {
  const { t, i18n } = useTranslation();
  const isAdmin = useIsAdmin();
  const [pair, setPair] = useLanguagePair();
  const [processing, setProcessing] = useState(false);
  const [heard, setHeard] = useState<Heard | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  // A local model (Whisper, a translation model) still downloading: the recording, or the words the browser
  // heard, wait for it.
  const [preparing, setPreparing] = useState<{ model: ModelPreparing; waiting: Blob | string } | null>(null);
  const { spoken, speak, reset: resetAudio } = useSpokenTranslation();
  const request = useRef(0);
  const pairRef = useRef(pair);
  pairRef.current = pair;

  const process = useCallback(
    async (recording: Blob) => {
      const id = ++request.current;
      const direction = pairRef.current;
      setProcessing(true);
      try {
        const wav = await recordingToWav(recording);
        const result = await translateSpeech({ wav, pair: direction });
        if (id !== request.current) return;
        setHeard({ text: result.text, translation: result.translation, recording: wav });
        recordPracticeMinute();
        void speak(result.translation, direction.target, true);
      } catch (error) {
        const model = preparingOf(error);
        if (id === request.current && model) setPreparing({ model, waiting: recording });
        else if (id === request.current) {
          setFailure({
            title: speechFailureTitle(error, t),
            text: describeFailure(error, t, { pair: direction, locale: i18n.language, isAdmin }),
          });
        }
      } finally {
        if (id === request.current) setProcessing(false);
      }
    },
    [speak, t, i18n, isAdmin],
  );

  // The browser heard the words itself: translate them as typed text, then show and speak them as a recording's.
  const processHeard = useCallback(
    async (text: string) => {
      const id = ++request.current;
      const direction = pairRef.current;
      if (!text) {
        setFailure({ title: t('translate.errors.recognition'), text: t('translate.errors.noSpeech') });
        return;
      }
      setProcessing(true);
      try {
        const result = await translateText({ text, pair: direction });
        if (id !== request.current) return;
        setHeard({ text, translation: result.translation, recording: null });
        recordPracticeMinute();
        void speak(result.translation, direction.target, true);
      } catch (error) {
        const model = preparingOf(error);
        if (id === request.current && model) setPreparing({ model, waiting: text });
        else if (id === request.current) {
          setFailure({
            title: t('translate.errors.translation'),
            text: describeFailure(error, t, { pair: direction, locale: i18n.language, isAdmin }),
          });
        }
      } finally {
        if (id === request.current) setProcessing(false);
      }
    },
    [speak, t, i18n, isAdmin],
  );

  const route = useRecognitionRoute(pair.source);
  const serverRecorder = useRecorder({ onRecorded: (recording) => void process(recording) });
  const browserRecognition = useBrowserRecognition({
    onHeard: (text) => void processHeard(text),
    onFailed: (error) =>
      setFailure({
        title: t('translate.errors.recognition'),
        text: browserRecognitionFailureText(error, pairRef.current.source, t, i18n.language),
      }),
  });
  const usesBrowser = route === 'browser';
  const recorder = usesBrowser ? browserRecognition : serverRecorder;
  const busy = processing || serverRecorder.state !== 'idle' || browserRecognition.state !== 'idle';

  const reset = useCallback(() => {
    request.current += 1;
    setHeard(null);
    setFailure(null);
    setPreparing(null);
    setProcessing(false);
    resetAudio();
  }, [resetAudio]);

  const record = () => {
    if (busy) return;
    reset();
    void (usesBrowser ? browserRecognition.start(pair.source) : serverRecorder.start());
  };

  // Stop with the button or the Enter key, wherever the focus is.
  const { stop, state } = recorder;
  useEffect(() => {
    if (state !== 'recording') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, stop]);

  const changePair = (next: LanguagePair) => {
    if (busy) return;
    setPair(next);
    // Choosing the default keeps what is on screen; the choice is still the learner's own from now on.
    if (next.value !== pair.value) reset();
  };

  const swap = () => {
    const next = pairOf(pair.target, pair.source);
    if (!next || busy) return;
    setPair(next);
    if (!heard) return reset();
    setHeard({ text: heard.translation, translation: heard.text, recording: null });
    void speak(heard.text, next.target, false);
  };

  const result: ResultState = processing
    ? { kind: 'pending', label: t('translate.speech.processing') }
    : failure
      ? { kind: 'failed', ...failure }
      : heard
        ? { kind: 'done', translation: heard.translation }
        : { kind: 'empty' };

  /** The model is in: the waiting recording, or the heard words, go to the server again. */
  const retryPrepared = useCallback(() => {
    if (!preparing) return;
    setPreparing(null);
    const { waiting } = preparing;
    void (typeof waiting === 'string' ? processHeard(waiting) : process(waiting));
  }, [preparing, process, processHeard]);

  return {
    pair,
    recorder,
    route,
    busy,
    processing,
    heard,
    result,
    spoken,
    record,
    changePair,
    swap,
    preparing: preparing?.model ?? null,
    retryPrepared,
  };
}

/** The recording as a data URL for POST /api/user/phrases (the original audio of the phrase). */
export async function recordingForPhrase(heard: Heard): Promise<string> {
  return heard.recording ? ((await blobToDataUrl(heard.recording)) ?? '') : '';
}
