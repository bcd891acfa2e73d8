import type { ErrorCode, FailedStage } from '@tolk/contracts/errors';
import type { ModelPreparing } from '@tolk/contracts/models';

/**
 * The one error type of the server. `message` is safe to show to users;
 * `detail` is for logs only and never leaves the server.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail?: string;
  readonly retryAfterSeconds?: number;
  readonly fieldErrors?: Record<string, string>;
  readonly stage?: FailedStage;
  /**
   * What an operator must configure (environment variables), appended to the message only for
   * administrators: learners are told what is unavailable, not how the server is set up.
   */
  readonly setupHint?: string;
  /** The model being downloaded for this request (MODEL_PREPARING). */
  readonly preparing?: ModelPreparing;

  constructor(
    code: ErrorCode,
    message: string,
    extra: {
      detail?: string;
      retryAfterSeconds?: number;
      fieldErrors?: Record<string, string>;
      stage?: FailedStage;
      setupHint?: string;
      preparing?: ModelPreparing;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.detail = extra.detail;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fieldErrors = extra.fieldErrors;
    this.stage = extra.stage;
    this.setupHint = extra.setupHint;
    this.preparing = extra.preparing;
  }

  /** The same error, saying which step of a several-step call it came from. */
  atStage(stage: FailedStage): AppError {
    const { detail, retryAfterSeconds, fieldErrors, setupHint, preparing } = this;
    return new AppError(this.code, this.message, {
      detail,
      retryAfterSeconds,
      fieldErrors,
      stage,
      setupHint,
      preparing,
    });
  }
}
