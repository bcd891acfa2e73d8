import type { ErrorCode } from '@tolk/contracts/errors';

/**
 * The one error type of the server. `message` is safe to show to users;
 * `detail` is for logs only and never leaves the server.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail?: string;
  readonly retryAfterSeconds?: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { detail?: string; retryAfterSeconds?: number; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.detail = extra.detail;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fieldErrors = extra.fieldErrors;
  }
}
