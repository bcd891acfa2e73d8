import { RECORDING_MAX_SECONDS } from '@tolk/contracts/audio';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MicrophoneError } from '../recording/microphone-error';
import type { RecorderState } from '../recording/use-recorder';
import {
  BrowserRecognitionError,
  type Listening,
  listen,
  type RecognitionPlace,
  recognitionPlace,
} from './browser-recognition';

const places = new Map<LanguageCode, Promise<RecognitionPlace>>();
const knownPlaces = new Map<LanguageCode, RecognitionPlace>();

/** Where the browser recognises the language, asked once per language and page load. */
export function placeFor(language: LanguageCode): Promise<RecognitionPlace> {
  let place = places.get(language);
  if (!place) {
    place = recognitionPlace(language).then((answer) => {
      knownPlaces.set(language, answer);
      return answer;
    });
    places.set(language, place);
  }
  return place;
}

/** The place for the notice: null until the browser has answered. */
export function useRecognitionPlace(language: LanguageCode, enabled: boolean): RecognitionPlace | null {
  const [place, setPlace] = useState<{ language: LanguageCode; place: RecognitionPlace } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void placeFor(language).then((answer) => {
      if (live) setPlace({ language, place: answer });
    });
    return () => {
      live = false;
    };
  }, [language, enabled]);
  return place?.language === language ? place.place : null;
}

/**
 * The browser's recogniser with the recorder's shape (docs/product.md, Speech recognition in the
 * browser): start in a language, stop (or the longest recording), and the words go to onHeard; a
 * refused microphone is the recorder's 'denied', other failures go to onFailed.
 */
export function useBrowserRecognition(options: {
  onHeard: (text: string) => void;
  onFailed: (error: BrowserRecognitionError) => void;
}) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [error, setError] = useState<MicrophoneError | null>(null);
  const session = useRef<{ listening: Listening; timer: ReturnType<typeof setInterval> } | null>(null);
  const callbacks = useRef(options);
  callbacks.current = options;

  const stop = useCallback(() => session.current?.listening.stop(), []);

  const start = useCallback(async (language: LanguageCode) => {
    if (session.current) return;
    setError(null);
    setState('starting');
    // Known already (the notice asked): start within the click, which some browsers require of start().
    const place = knownPlaces.get(language) ?? (await placeFor(language));
    const listening = listen({ language, place });
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsedSeconds(seconds);
      if (seconds >= RECORDING_MAX_SECONDS) listening.stop();
    }, 250);
    session.current = { listening, timer };
    setElapsedSeconds(0);
    setState('recording');
    const finish = () => {
      clearInterval(timer);
      if (session.current?.listening === listening) session.current = null;
      setState('idle');
    };
    try {
      const text = await listening.result;
      finish();
      callbacks.current.onHeard(text);
    } catch (cause) {
      finish();
      const failure =
        cause instanceof BrowserRecognitionError ? cause : new BrowserRecognitionError('failed', String(cause));
      if (failure.kind === 'denied') setError({ kind: 'denied' });
      else callbacks.current.onFailed(failure);
    }
  }, []);

  useEffect(
    () => () => {
      const current = session.current;
      session.current = null;
      if (!current) return;
      clearInterval(current.timer);
      current.listening.abort();
    },
    [],
  );

  return { state, elapsedSeconds, level: 0, error, start, stop };
}
