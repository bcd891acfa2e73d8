import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { VOICE_PROVIDER_KEY_HEADER } from '@tolk/contracts/voice-cloning';
import { AppError } from '../../errors/app-error';

/**
 * How long one relayed call may take, answer included: cloning a voice from minutes of speech, or
 * speaking 5,000 characters, takes the provider far longer than the engines' usual calls.
 */
export const VOICE_PROVIDER_TIMEOUT_MS = 120_000;

export interface VoiceProviderCall {
  /** The provider's API, without a trailing slash (AppConfig.voiceCloning.providerUrl). */
  providerUrl: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** A path the relay allows, '/v1/...', with any query it passes on. */
  path: string;
  /** The learner's key: sent on, never kept. */
  key: string;
  /** The caller's Accept header, passed on as it is. */
  accept?: string;
  /** A JSON body, or a multipart form (fetch writes its Content-Type with the boundary). */
  body?: { json: unknown } | { form: FormData };
  /** Aborts the call when the learner goes away before the answer. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The provider's answer as it came: its status, its Content-Type and its body as a stream. */
export interface VoiceProviderAnswer {
  status: number;
  contentType: string | undefined;
  body: Readable | undefined;
}

/**
 * One call to the voice provider on the learner's behalf. Whatever the provider answers (a 401 for
 * a wrong key, a 5xx of its own) is returned for the caller to pass back unchanged; only a provider
 * that cannot be reached or does not answer in time is our error, ENGINE_FAILED (502).
 */
export async function callVoiceProvider(call: VoiceProviderCall): Promise<VoiceProviderAnswer> {
  const timeoutMs = call.timeoutMs ?? VOICE_PROVIDER_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { [VOICE_PROVIDER_KEY_HEADER]: call.key };
  if (call.accept) headers.accept = call.accept;
  let body: string | FormData | undefined;
  if (call.body && 'json' in call.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body.json);
  } else if (call.body) {
    body = call.body.form;
  }
  let response: Response;
  try {
    response = await fetch(`${call.providerUrl}${call.path}`, {
      method: call.method,
      headers,
      body,
      // A redirect is passed back, not followed: following it would carry the key to wherever it points.
      redirect: 'manual',
      signal: call.signal ? AbortSignal.any([deadline, call.signal]) : deadline,
    });
  } catch (error) {
    if (deadline.aborted) {
      throw new AppError('ENGINE_FAILED', `The voice provider did not answer within ${timeoutMs / 1000} seconds`, {
        detail: `${call.method} ${call.path} timed out`,
      });
    }
    throw new AppError('ENGINE_FAILED', 'The voice provider could not be reached. Please try again later.', {
      detail: `${call.method} ${call.path}: ${describeFailure(error)}`,
    });
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    body: response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : undefined,
  };
}

/** fetch's own message is 'fetch failed'; the reason (ECONNREFUSED, a DNS failure) is its cause. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
