import type { ApiRequestError } from './api-errors';

/**
 * What the API client needs from the signed-in session. shared/ knows no session: the app
 * connects the session entity at start-up (entities/session/connect-session-to-api.ts).
 */
export interface ApiSession {
  /** The bearer token to send, or null when signed out. */
  token(): string | null;
  /** The server refused a request that carried the token (401, 403 ACCOUNT_*): the session follows it. */
  onAuthFailure(error: ApiRequestError): void;
}

let connected: ApiSession = { token: () => null, onAuthFailure: () => {} };

export function connectApiSession(session: ApiSession): void {
  connected = session;
}

export function apiSession(): ApiSession {
  return connected;
}
