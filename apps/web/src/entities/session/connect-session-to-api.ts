import type { ApiRequestError } from '../../shared/api/api-errors';
import { connectApiSession } from '../../shared/api/api-session';
import { sessionStore } from './session-store';

/** The server checks the account on every request: follow what it says about ours. */
function followAuthFailure(error: ApiRequestError): void {
  if (error.status === 401) sessionStore.clear();
  else if (error.code === 'ACCOUNT_BLOCKED') sessionStore.setStatus('BLOCKED');
  else if (error.code === 'ACCOUNT_PENDING') sessionStore.setStatus('PENDING');
}

/** Lets the API client send this session's token, and end or hold the session when the server refuses it. */
export function connectSessionToApi(): void {
  connectApiSession({ token: () => sessionStore.getSnapshot().token, onAuthFailure: followAuthFailure });
}
