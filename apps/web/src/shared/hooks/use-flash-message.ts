import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertTone } from '../ui/alert';

export interface FlashMessage {
  tone: AlertTone;
  text: string;
}

/** A message that hides itself after `durationMs`; a newer message replaces the current one. */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback((next: FlashMessage, durationMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessage(null);
    }, durationMs);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { message, show, clear };
}
