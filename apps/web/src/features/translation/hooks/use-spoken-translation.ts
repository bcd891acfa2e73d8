import type { LanguageCode } from '@tolk/contracts/languages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { base64ToBlob } from '../../../shared/lib/base64';
import { textToSpeech } from '../api/text-to-speech';

export type SpokenStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SpokenTranslation {
  status: SpokenStatus;
  /** Object URL of the MP3 for the player. */
  url: string | null;
  /** The same MP3 as base64, for saving the phrase. */
  base64: string | null;
  /** Play as soon as it arrives (a fresh translation), or wait for the learner (after a swap). */
  autoPlay: boolean;
}

const IDLE: SpokenTranslation = { status: 'idle', url: null, base64: null, autoPlay: false };

/** The translation's audio (POST /api/text-to-speech): one clip at a time, older answers dropped. */
export function useSpokenTranslation() {
  const [spoken, setSpoken] = useState<SpokenTranslation>(IDLE);
  const request = useRef(0);

  // The object URL lives as long as its clip is shown.
  useEffect(() => {
    const { url } = spoken;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [spoken]);

  const reset = useCallback(() => {
    request.current += 1;
    setSpoken(IDLE);
  }, []);

  const speak = useCallback(async (text: string, languageCode: LanguageCode, autoPlay: boolean) => {
    const id = ++request.current;
    setSpoken({ ...IDLE, status: 'loading' });
    try {
      const { audioBase64, mimeType } = await textToSpeech({ text, languageCode });
      if (id !== request.current) return;
      const url = URL.createObjectURL(base64ToBlob(audioBase64, mimeType));
      setSpoken({ status: 'ready', url, base64: audioBase64, autoPlay });
    } catch {
      if (id === request.current) setSpoken({ ...IDLE, status: 'failed' });
    }
  }, []);

  return { spoken, speak, reset };
}
