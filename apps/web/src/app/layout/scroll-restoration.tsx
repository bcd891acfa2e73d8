import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, for back and forward. */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page starts at the
 * top (or at its #fragment), back and forward return to where that entry was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  // Recorded while scrolling: by the time the next page renders, the old one may be too short to tell.
  useEffect(() => {
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  return null;
}
