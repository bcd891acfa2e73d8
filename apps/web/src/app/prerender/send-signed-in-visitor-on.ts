import { STORAGE_KEYS } from '../../shared/storage/keys';

/**
 * The only script of the prerendered landing page (build/prerender-landing.ts), run before the
 * page paints: a visitor whose stored session is an active sign-in goes on to /dashboard, where
 * the SPA's RedirectIfSignedIn sends them from `/`. Everyone else stays on the static page.
 * Kept free of the app's libraries (no zod, no React) so it stays a few hundred bytes.
 */
function activeSignIn(): boolean {
  try {
    const token = window.localStorage.getItem(STORAGE_KEYS.token);
    const user: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return Boolean(token) && typeof user === 'object' && user !== null && 'status' in user && user.status === 'ACTIVE';
  } catch {
    // Storage unavailable or a corrupt user: the SPA would treat both as signed out.
    return false;
  }
}

if (activeSignIn()) window.location.replace('/dashboard');
