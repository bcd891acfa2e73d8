import type { DestinationStream, LoggerOptions } from 'pino';
import { createErrorSerializer } from './error-serializer';
import { createScrub, withoutQuery } from './log-scrubber';

/** Names of fields that hold a secret wherever they appear in a logged object (two levels deep). */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'api_key',
  'secret',
  'secretAccessKey',
  'authorization',
  'cookie',
];
/** The voice provider's key header (xi-api-key) is the learner's own key, passed through the relay (decision 030). */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'xi-api-key', 'proxy-authorization'];

export const redactedPaths = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
    // Headers a library logs inside its own object (@fastify/multipart's busboy options, at trace level).
    `*.headers["${header}"]`,
  ]),
  'req.body',
  'body.password',
  'body.token',
];

export interface LoggerSettings {
  level: LoggerOptions['level'];
  /** Where the lines go; undefined is standard output. Tests pass a stream to read the log. */
  stream?: DestinationStream;
  /** Values that must never appear in a line, wherever they hide (API keys, the JWT secret). */
  secretValues: readonly string[];
}

/**
 * Fastify's logger options: secret fields redacted, errors serialised without SQL, parameters or
 * secrets, request URLs without their query, and every message scrubbed of the secret values.
 */
export function loggerOptions(settings: LoggerSettings): LoggerOptions & { stream?: DestinationStream } {
  const scrub = createScrub(settings.secretValues);
  const serializeError = createErrorSerializer(scrub);
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      // The error handler logs an AppError's detail beside it.
      detail: (detail: unknown) => (typeof detail === 'string' ? scrub(detail) : serializeError(detail)),
      req: (request: { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : withoutQuery(request.url),
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // The message text (and any extra string arguments) is scrubbed like an error's.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
