import { RECORDING_MAX_SECONDS } from '@tolk/contracts/audio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { monitorLevel } from './level-monitor';
import { type MicrophoneError, toMicrophoneError } from './microphone-error';

export type RecorderState = 'idle' | 'starting' | 'recording';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  stopMonitor: () => void;
  timer: ReturnType<typeof setInterval>;
}

/**
 * Microphone capture with MediaRecorder: start, a live level and elapsed time, and stop, which
 * hands back the recording. Everything (tracks, analyser, timer) is released on stop and unmount.
 * A recording stops by itself at the server's longest accepted length.
 */
export function useRecorder(options: {
  onRecorded: (recording: Blob) => void;
  /** The container and codec to ask for (e.g. 'audio/webm;codecs=opus'), when the browser has it; else its default. */
  mimeType?: string;
}) {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [error, setError] = useState<MicrophoneError | null>(null);
  const session = useRef<Session | null>(null);
  const onRecorded = useRef(options.onRecorded);
  onRecorded.current = options.onRecorded;
  const { mimeType } = options;

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearInterval(current.timer);
    current.stopMonitor();
    for (const track of current.stream.getTracks()) track.stop();
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const current = session.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setError(null);
    setState('starting');
    let stream: MediaStream | undefined;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      const recorder = new MediaRecorder(
        stream,
        mimeType && MediaRecorder.isTypeSupported(mimeType) ? { mimeType } : undefined,
      );
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        release();
        setState('idle');
        onRecorded.current(new Blob(chunks, { type: recorder.mimeType }));
      };
      const timer = setInterval(() => {
        const seconds = (Date.now() - startedAt) / 1000;
        setElapsedSeconds(seconds);
        if (seconds >= RECORDING_MAX_SECONDS) stop();
      }, 250);
      session.current = { recorder, stream, chunks, stopMonitor: monitorLevel(stream, setLevel), timer };
      recorder.start();
      setElapsedSeconds(0);
      setState('recording');
    } catch (cause) {
      // Started tracks keep the microphone (and its indicator) on: stop them whatever failed.
      for (const track of stream?.getTracks() ?? []) track.stop();
      release();
      setError(toMicrophoneError(cause));
      setState('idle');
    }
  }, [release, stop, mimeType]);

  useEffect(
    () => () => {
      const current = session.current;
      if (current) current.recorder.onstop = null;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
      release();
    },
    [release],
  );

  return { state, level, elapsedSeconds, error, start, stop };
}
