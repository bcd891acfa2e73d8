import type { VoiceCloningSettings } from '@tolk/contracts/voice-cloning';
import { apiSession } from '../../../shared/api/api-session';

/** Set once the provider refused this browser a cross-origin call: the rest of the session goes through our relay. */
let relayNeeded = false;

/**
 * One call to the voice provider's `/v1/...` (docs/product.md, Voice cloning). It goes straight from the browser
 * to the provider with the learner's key, so the key never reaches our server. Only when the browser cannot make
 * the call at all (fetch throws a TypeError: the provider refused CORS, or it is unreachable from here) and our
 * server offers a relay, the same call goes through the relay with our bearer token, and every later call of the
 * session does too. Answers come back as they are; their status is the caller's business.
 */
export async function providerFetch(
  transport: VoiceCloningSettings,
  path: `/v1/${string}`,
  init: RequestInit,
): Promise<Response> {
  if (relayNeeded && transport.relayPath !== null) return relayFetch(transport.relayPath, path, init);
  try {
    return await fetch(`${transport.providerUrl}${path}`, init);
  } catch (cause) {
    if (!(cause instanceof TypeError) || transport.relayPath === null) throw cause;
    relayNeeded = true;
    return relayFetch(transport.relayPath, path, init);
  }
}

function relayFetch(relayPath: string, path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = apiSession().token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${relayPath}${path}`, { ...init, headers });
}

/** Whether this session's provider calls go through our relay (shown to the learner, and read by tests). */
export function usesRelay(): boolean {
  return relayNeeded;
}
