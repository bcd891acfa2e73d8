import { z } from 'zod';
import { ModelPreparing } from './model-preparing';

/**
 * Stable error codes. The UI branches on `code`, never on message text;
 * the server maps each code to one HTTP status in one table.
 */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_PENDING',
  'ACCOUNT_BLOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  /**
   * A dictionary look-up in a language for which no dictionary is installed (404, like a word the
   * installed dictionaries lack): an administrator can install one on the diagnostics page.
   */
  'NO_DICTIONARY',
  'EMAIL_TAKEN',
  'LAST_ADMIN',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  /** Saving would take the user's stored audio (phrase clips and tracks) past their storage quota. */
  'STORAGE_QUOTA_EXCEEDED',
  /** A Range request beyond the end of the file (Content-Range tells its size). */
  'RANGE_NOT_SATISFIABLE',
  /** No engine is configured for this capability, language or pair: an administrator must configure one. */
  'ENGINE_UNAVAILABLE',
  /** Engines are configured but every one of them failed this time: worth retrying later. */
  'ENGINE_FAILED',
  /**
   * The learner's own calls already fill their line for an engine (slots are shared fairly between
   * learners): retry after `retryAfterSeconds`, when one of them has finished.
   */
  'ENGINE_BUSY',
  /**
   * A local engine could serve this, and the model it needs is being downloaded now (the default
   * MODELS_POLICY): `preparing` says which and how far; retry after `retryAfterSeconds`.
   */
  'MODEL_PREPARING',
  /**
   * A track's audio was asked for while its rendering is still under way (GET waits a while first):
   * retry after `retryAfterSeconds`, or follow the track's `progress`.
   */
  'TRACK_RENDERING',
  /** The recording holds no speech, so nothing was sent to a recognition engine. */
  'NO_SPEECH',
  /** A service the server depends on (the database, the shared rate-limit store) did not answer: retry after `retryAfterSeconds`. */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The message of SERVICE_UNAVAILABLE, whichever service was away. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * The step of a call that does several engine steps in a row that failed (speech translation:
 * recognition, then translation), so the UI can title the failure by its stage.
 */
export const FailedStage = z.enum(['recognition', 'translation']);
export type FailedStage = z.infer<typeof FailedStage>;

/** Every non-2xx answer of the API has this body. `error` is safe to show to the user. */
export const ApiError = z.object({
  code: ErrorCode,
  error: z.string(),
  /** Per-field messages when `code` is VALIDATION_FAILED, keyed by a dotted path. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Seconds until a retry can succeed, when `code` is RATE_LIMITED, ENGINE_BUSY, SERVICE_UNAVAILABLE or TRACK_RENDERING. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** Which step failed, on calls made of several engine steps. */
  stage: FailedStage.optional(),
  /** The model being downloaded for this request, when `code` is MODEL_PREPARING. */
  preparing: ModelPreparing.optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * The `error` event of a streamed answer that fails after it started (the status line is already
 * 200): the ApiError body the JSON answer would have had, and the HTTP status it would have had.
 */
export const ApiErrorEvent = ApiError.extend({ status: z.number().int() });
export type ApiErrorEvent = z.infer<typeof ApiErrorEvent>;
