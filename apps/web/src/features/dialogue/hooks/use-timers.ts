import { useCallback, useEffect, useRef } from 'react';

/** setTimeout for a component: every timer still waiting is cleared when it unmounts. */
export function useTimers() {
  const pending = useRef(new Set<number>());
  useEffect(
    () => () => {
      for (const id of pending.current) window.clearTimeout(id);
      pending.current.clear();
    },
    [],
  );
  return useCallback((run: () => void, delayMs: number) => {
    const id = window.setTimeout(() => {
      pending.current.delete(id);
      run();
    }, delayMs);
    pending.current.add(id);
  }, []);
}
