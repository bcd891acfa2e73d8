import { useCallback, useEffect, useRef, useState } from 'react';

export interface AudioElementState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
}

const INITIAL: AudioElementState = { playing: false, currentTime: 0, duration: 0, volume: 1, muted: false };

/**
 * The state of one <audio> element mirrored into React from its own events, and the commands a
 * player needs. Volume and mute survive a change of source; position and playing do not.
 */
export function useAudioElement(src: string | null, autoPlay: boolean) {
  const ref = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioElementState>(INITIAL);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const sync = () =>
      setState({
        playing: !audio.paused && !audio.ended,
        currentTime: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
        volume: audio.volume,
        muted: audio.muted,
      });
    const events = [
      'play',
      'pause',
      'ended',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
      'emptied',
    ];
    for (const name of events) audio.addEventListener(name, sync);
    return () => {
      for (const name of events) audio.removeEventListener(name, sync);
    };
  }, []);

  useEffect(() => {
    const audio = ref.current;
    if (!audio || !src || !autoPlay) return;
    // Browsers may refuse playback without a recent gesture: the learner then presses Play.
    audio.play().catch(() => {});
  }, [src, autoPlay]);

  const play = useCallback(() => void ref.current?.play().catch(() => {}), []);
  const pause = useCallback(() => ref.current?.pause(), []);
  const stop = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }, []);
  const seek = useCallback((seconds: number) => {
    if (ref.current) ref.current.currentTime = seconds;
  }, []);
  const setVolume = useCallback((volume: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = volume;
    if (volume > 0) audio.muted = false;
  }, []);
  const toggleMute = useCallback(() => {
    if (ref.current) ref.current.muted = !ref.current.muted;
  }, []);

  return { ref, state, play, pause, stop, seek, setVolume, toggleMute };
}
