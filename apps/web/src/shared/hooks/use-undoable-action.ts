import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An action carried out only after a window in which it can be undone (docs/product.md, Audio tracks:
 * deleting a track). One item waits at a time: starting another carries out the waiting one at once, and
 * so do leaving the page and closing the tab, so what the learner saw go does go.
 */
export function useUndoableAction<T>(commit: (item: T) => void, windowMs: number) {
  const [pending, setPending] = useState<T | null>(null);
  const pendingRef = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const settle = useCallback((carryOut: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const item = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (carryOut && item !== null) commitRef.current(item);
  }, []);

  const start = useCallback(
    (item: T) => {
      settle(true);
      pendingRef.current = item;
      setPending(item);
      timer.current = setTimeout(() => settle(true), windowMs);
    },
    [settle, windowMs],
  );

  useEffect(() => {
    const onPageHide = () => settle(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      settle(true);
    };
  }, [settle]);

  return { pending, start, undo: useCallback(() => settle(false), [settle]) };
}
