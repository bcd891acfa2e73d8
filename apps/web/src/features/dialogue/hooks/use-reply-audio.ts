import type { DialogueEntry } from '@tolk/contracts/dialogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';

/**
 * The partner's spoken replies (GET gptAudioUrl, bearer only, so fetched as a blob), one at a
 * time, at the chosen speed. A reply is fetched once per visit; everything is released on leaving.
 */
export function useReplyAudio(speed: number) {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const cache = useRef(new Map<string, string>());
  const element = useRef<HTMLAudioElement | null>(null);
  const request = useRef(0);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  useEffect(() => {
    if (element.current) element.current.playbackRate = speed;
  }, [speed]);

  useEffect(
    () => () => {
      request.current += 1;
      element.current?.pause();
      for (const url of cache.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  const stop = useCallback(() => {
    request.current += 1;
    element.current?.pause();
    element.current = null;
    setPlayingId(null);
    setLoadingId(null);
  }, []);

  const play = useCallback(
    async (entry: DialogueEntry) => {
      stop();
      const ticket = request.current;
      setFailed(false);
      setLoadingId(entry.id);
      try {
        let url = cache.current.get(entry.id);
        if (!url) {
          url = URL.createObjectURL(await fetchAudioBlob(entry.gptAudioUrl));
          cache.current.set(entry.id, url);
        }
        if (ticket !== request.current) return;
        const audio = new Audio(url);
        audio.playbackRate = speedRef.current;
        audio.onended = () => setPlayingId((current) => (current === entry.id ? null : current));
        element.current = audio;
        setLoadingId(null);
        setPlayingId(entry.id);
        await audio.play();
      } catch (error) {
        if (ticket !== request.current) return;
        setLoadingId(null);
        setPlayingId(null);
        // A browser refusing to play without a recent gesture is no failure: the learner presses Play.
        if (!(error instanceof DOMException && error.name === 'NotAllowedError')) setFailed(true);
      }
    },
    [stop],
  );

  const toggle = useCallback(
    (entry: DialogueEntry) => {
      if (playingId === entry.id || loadingId === entry.id) stop();
      else void play(entry);
    },
    [play, stop, playingId, loadingId],
  );

  return { playingId, loadingId, failed, play, stop, toggle, clearFailure: () => setFailed(false) };
}
