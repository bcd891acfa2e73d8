import { type ApiError, type ErrorCode, type FailedStage, SERVICE_UNAVAILABLE_MESSAGE } from '@tolk/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';
import { httpStatusByCode } from './http-status';

/** Fastify's own client errors, translated to our codes and plain messages. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', message: 'Invalid content length' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A failure of ours (a blob store refusing, say): the client gets the plain message, the log the detail.
      if (error.code === 'INTERNAL') request.log.error({ err: error, detail: error.detail }, 'internal error');
      return sendError(reply, error.code, messageFor(error, request), {
        fieldErrors: error.fieldErrors,
        retryAfterSeconds: error.retryAfterSeconds,
        stage: error.stage,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
      return sendError(reply, 'VALIDATION_FAILED', first, { fieldErrors });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED', error.message);
    // A restart or failover of the database is not a fault of ours or of the request: come back shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return sendError(reply, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', 'Internal server error');
  });
}

/** The error's message, with what to configure when the caller is an administrator (the guards set the user). */
function messageFor(error: AppError, request: FastifyRequest): string {
  return error.setupHint && request.currentUser?.role === 'ADMIN'
    ? `${error.message} ${error.setupHint}`
    : error.message;
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  extra: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number; stage?: FailedStage } = {},
): FastifyReply {
  const body: ApiError = { code, error: message, ...stripUndefined(extra) };
  if (extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(extra.retryAfterSeconds));
  return reply.status(httpStatusByCode[code]).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
