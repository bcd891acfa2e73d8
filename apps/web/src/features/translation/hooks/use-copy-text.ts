import { useCallback, useEffect, useRef, useState } from 'react';

const COPIED_MS = 2000;

/** Copy to the clipboard with a short 'Copied!' acknowledgement; false when the browser refused. */
export function useCopyText() {
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  }, []);

  return { copied, copy };
}
