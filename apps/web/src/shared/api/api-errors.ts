import type { ErrorCode, FailedStage } from '@tolk/contracts/errors';
import type { ModelPreparing } from '@tolk/contracts/model-preparing';
import i18next from 'i18next';

/** The server answered with a non-2xx status. `message` is the server's user-facing `error` text (may be empty). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
    /** Which step of a several-step call failed, when the server said. */
    readonly stage: FailedStage | null = null,
    /** The model being downloaded for this request, when `code` is MODEL_PREPARING. */
    readonly preparing: ModelPreparing | null = null,
  ) {
    super(message);
  }

  /** A 4xx answer carries a message written for the user; 5xx texts are generic. */
  get hasUserMessage(): boolean {
    return this.message.length > 0 && this.status < 500;
  }
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The server answered 2xx but the body did not match the contract. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
}

export interface ErrorTexts {
  /** Shown when the server gave no usable message. */
  fallback: string;
  /** Shown when the request never reached the server. */
  network: string;
  /** Shown for anything else (bugs, contract drift). Defaults to `fallback`. */
  unexpected?: string;
  /** Shown instead of the server's message for these codes: texts in the interface language. */
  byCode?: Partial<Record<ErrorCode, string>>;
}

/**
 * The catalog's words for the error's code (`errors.code.*`) when the interface is not English:
 * the server writes its messages in English, so a Norwegian or Russian screen shows these instead.
 * Undefined on an English screen or for a code the catalogs do not word.
 */
export function codeText(error: ApiRequestError): string | undefined {
  if (!error.code || !i18next.language || i18next.language.startsWith('en')) return undefined;
  const key = `errors.code.${error.code}`;
  return i18next.exists(key) ? String(i18next.t(key as never)) : undefined;
}

/**
 * The text to show the user for a failed call: the caller's words for its code, else the server's
 * own message (in the interface language's words for its code when that is not English).
 */
export function errorText(error: unknown, texts: ErrorTexts): string {
  if (error instanceof ApiRequestError) {
    const own = error.code ? texts.byCode?.[error.code] : undefined;
    return own ?? codeText(error) ?? (error.hasUserMessage ? error.message : texts.fallback);
  }
  if (error instanceof NetworkError) return texts.network;
  return texts.unexpected ?? texts.fallback;
}

/**
 * Why the server refused a saved item for good: a 4xx answer that repeating cannot change. A
 * timeout (408), a rate limit (429), a sign-in to renew (401, 403) and a full storage quota pass
 * (so do 5xx and network failures): such items wait for the next sync instead.
 */
export interface ServerRefusal {
  status: number;
  code: ErrorCode | null;
  /** The fields the server named, when it refused the content. */
  fields: string[];
}
