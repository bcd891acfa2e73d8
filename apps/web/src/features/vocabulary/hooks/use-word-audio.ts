import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';

/**
 * Plays a studied word's audio (the dictionary's audio/{id}, bearer only, so fetched as a blob).
 * Each word is fetched once per modal; everything is released when the modal closes.
 */
export function useWordAudio() {
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const cache = useRef(new Map<string, string>());
  const element = useRef<HTMLAudioElement | null>(null);

  useEffect(
    () => () => {
      element.current?.pause();
      for (const objectUrl of cache.current.values()) URL.revokeObjectURL(objectUrl);
    },
    [],
  );

  const play = useCallback(async (url: string) => {
    setFailedUrl(null);
    setPlayingUrl(url);
    try {
      let objectUrl = cache.current.get(url);
      if (!objectUrl) {
        objectUrl = URL.createObjectURL(await fetchAudioBlob(url));
        cache.current.set(url, objectUrl);
      }
      element.current?.pause();
      const audio = new Audio(objectUrl);
      element.current = audio;
      audio.onended = () => setPlayingUrl((current) => (current === url ? null : current));
      await audio.play();
    } catch {
      setFailedUrl(url);
      setPlayingUrl(null);
    }
  }, []);

  const stop = useCallback(() => {
    element.current?.pause();
    setPlayingUrl(null);
  }, []);

  return { play, stop, playingUrl, failedUrl };
}
