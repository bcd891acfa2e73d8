import { type ApiError, type ErrorCode, type FailedStage, SERVICE_UNAVAILABLE_MESSAGE } from '@tolk/contracts/errors';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { InvalidCursorError } from '../db/page-cursor';
import { EngineError, ModelPreparingError } from '../engines/engine-error';
import { modelPreparingError } from '../engines/prepare-model';
import { AppError } from '../errors/app-error';
import { httpStatusByCode } from '../errors/http-status';

/** Fastify's own client errors, translated to our codes and plain messages. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', message: 'Invalid content length' },
};

/** An error as the API answers it: the ApiError body and the HTTP status that goes with its code. */
export interface ErrorAnswer {
  status: number;
  body: ApiError;
}

/**
 * The one serialisation of a failure: the JSON answer of a refused request and the `error` event
 * of a stream that already started both carry this body. Logs what is ours to fix (INTERNAL, an
 * unexpected error) and what is worth knowing (the database away). `admin`: the caller is an
 * administrator, who is also told what to configure when an engine is missing.
 */
export function errorAnswer(error: unknown, context: { log: FastifyBaseLogger; admin: boolean }): ErrorAnswer {
  const { log } = context;
  if (error instanceof ModelPreparingError) return errorAnswer(modelPreparingError(error), context);
  if (error instanceof AppError) {
    // A failure of ours (a blob store refusing, say): the client gets the plain message, the log the detail.
    if (error.code === 'INTERNAL') log.error({ err: error, detail: error.detail }, 'internal error');
    const message = error.setupHint && context.admin ? `${error.message} ${error.setupHint}` : error.message;
    return answer(error.code, message, {
      fieldErrors: error.fieldErrors,
      retryAfterSeconds: error.retryAfterSeconds,
      stage: error.stage,
      preparing: error.preparing,
    });
  }
  if (error instanceof InvalidCursorError) {
    return answer('VALIDATION_FAILED', error.message, { fieldErrors: { cursor: 'Cursor is not valid' } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
      fieldErrors[field] ??= issue.message ?? 'Invalid value';
    }
    const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
    return answer('VALIDATION_FAILED', first, { fieldErrors });
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const known = typeof fastifyError?.code === 'string' ? fastifyClientErrors[fastifyError.code] : undefined;
  if (known) return answer(known.code, known.message);
  if (fastifyError?.statusCode === 429) return answer('RATE_LIMITED', fastifyError.message ?? 'Too many requests');
  // A restart or failover of the database is not a fault of ours or of the request: come back shortly.
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'the database is unavailable');
    return answer('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  // The services turn a failed chain into an AppError; one that escaped still says the engine failed, not us.
  if (error instanceof EngineError) {
    log.warn({ err: error }, 'an engine failed');
    return answer('ENGINE_FAILED', 'The engine gave no usable answer. Please try again in a moment.');
  }
  log.error({ err: error }, 'unhandled error');
  return answer('INTERNAL', 'Internal server error');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The guards set the user, so an administrator is told what to configure.
    const { status, body } = errorAnswer(error, { log: request.log, admin: request.currentUser?.role === 'ADMIN' });
    return sendAnswer(reply, status, body);
  });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  extra: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number; stage?: FailedStage } = {},
): FastifyReply {
  const { status, body } = answer(code, message, extra);
  return sendAnswer(reply, status, body);
}

function sendAnswer(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  if (body.retryAfterSeconds !== undefined) reply.header('retry-after', String(body.retryAfterSeconds));
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function answer(
  code: ErrorCode,
  message: string,
  extra: Pick<ApiError, 'fieldErrors' | 'retryAfterSeconds' | 'stage' | 'preparing'> = {},
): ErrorAnswer {
  return { status: httpStatusByCode[code], body: { code, error: message, ...stripUndefined(extra) } };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
