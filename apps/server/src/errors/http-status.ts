import type { ErrorCode } from '@tolk/contracts/errors';

/** The one table from error code to HTTP status. */
export const httpStatusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_PENDING: 403,
  ACCOUNT_BLOCKED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  ENGINE_UNAVAILABLE: 503,
  ENGINE_FAILED: 502,
  NO_SPEECH: 422,
};
