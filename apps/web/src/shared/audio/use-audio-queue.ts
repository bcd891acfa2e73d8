import { useCallback, useEffect, useRef, useState } from 'react';

/** What is playing: which item (by key), which of its clips, and how far into that clip. */
export interface AudioQueueState {
  playingKey: string | null;
  loadingKey: string | null;
  clipIndex: number;
  clipCount: number;
  elapsedSeconds: number;
}

const IDLE: AudioQueueState = { playingKey: null, loadingKey: null, clipIndex: 0, clipCount: 0, elapsedSeconds: 0 };

/**
 * One audio output for a whole screen, so only one thing plays at a time (docs/product.md, Navigation):
 * playing another item stops the first, toggling the playing one stops it. An item is a list of
 * clips played in sequence; after the last one it resets to the first and stops.
 */
export function useAudioQueue() {
  const [state, setState] = useState<AudioQueueState>(IDLE);
  const audio = useRef<HTMLAudioElement | null>(null);
  const urls = useRef<string[]>([]);
  // Each play request gets a number; a slower load finishing after a newer request is dropped.
  const request = useRef(0);
  const clipIndex = useRef(0);

  const release = useCallback(() => {
    const element = audio.current;
    if (element) {
      element.onended = null;
      element.ontimeupdate = null;
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  }, []);

  const stop = useCallback(() => {
    request.current += 1;
    release();
    setState(IDLE);
  }, [release]);

  const playClip = useCallback((element: HTMLAudioElement, key: string, index: number) => {
    const url = urls.current[index];
    if (!url) return;
    clipIndex.current = index;
    element.src = url;
    setState({
      playingKey: key,
      loadingKey: null,
      clipIndex: index,
      clipCount: urls.current.length,
      elapsedSeconds: 0,
    });
    return element.play();
  }, []);

  const play = useCallback(
    async (key: string, load: () => Promise<Blob[]>) => {
      stop();
      const ticket = request.current;
      setState({ ...IDLE, loadingKey: key });
      let blobs: Blob[];
      try {
        blobs = await load();
      } catch (error) {
        if (ticket === request.current) setState(IDLE);
        throw error;
      }
      if (ticket !== request.current || blobs.length === 0) return;
      urls.current = blobs.map((blob) => URL.createObjectURL(blob));
      audio.current ??= new Audio();
      const element = audio.current;
      element.ontimeupdate = () => setState((current) => ({ ...current, elapsedSeconds: element.currentTime }));
      element.onended = () => {
        const next = clipIndex.current + 1;
        if (next < urls.current.length) void playClip(element, key, next)?.catch(stop);
        else stop();
      };
      try {
        await playClip(element, key, 0);
      } catch (error) {
        if (ticket === request.current) stop();
        throw error;
      }
    },
    [stop, playClip],
  );

  /** Plays the item, or stops it when it is the one playing or loading. */
  const toggle = useCallback(
    async (key: string, load: () => Promise<Blob[]>) => {
      if (state.playingKey === key || state.loadingKey === key) stop();
      else await play(key, load);
    },
    [state.playingKey, state.loadingKey, stop, play],
  );

  useEffect(() => () => release(), [release]);

  return { ...state, isActive: state.playingKey !== null || state.loadingKey !== null, toggle, stop };
}
