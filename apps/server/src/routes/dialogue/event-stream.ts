import type { DialogueStreamEvent } from '@tolk/contracts/dialogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../../http/error-handler';

/** A comment line this often keeps proxies from closing a stream while a slow model thinks. */
const KEEP_ALIVE_MS = 15_000;

type EventOf<T extends DialogueStreamEvent['type']> = Omit<Extract<DialogueStreamEvent, { type: T }>, 'type'>;

export interface EventStream {
  send<T extends DialogueStreamEvent['type']>(type: T, data: EventOf<T>): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and starts a server-sent event stream on it: each event is
 * `event: <type>` and one `data:` line with the JSON of the event's other fields (JSON.stringify
 * never writes a raw line break, so one line always holds it). Headers ask every proxy and
 * compressor on the way not to buffer (X-Accel-Buffering for nginx, no-transform for the rest),
 * and keep the headers already set for this reply (the security headers).
 */
export function startEventStream(reply: FastifyReply): EventStream {
  const headers = reply.getHeaders();
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.flushHeaders();
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const stop = () => clearInterval(keepAlive);
  raw.on('close', stop);
  return {
    send(type, data) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      stop();
      if (!raw.writableEnded) raw.end();
    },
  };
}

/**
 * The `error` event of a failure after the stream started: the body the JSON answer would have had
 * (http/error-handler.ts), with the status it would have had.
 */
export function streamError(error: unknown, request: FastifyRequest): EventOf<'error'> {
  const { status, body } = errorAnswer(error, { log: request.log, admin: request.currentUser?.role === 'ADMIN' });
  return { ...body, status };
}

/**
 * A signal that aborts when the client goes away before the answer is complete, so the model call
 * it waits for is given up (the chat gate stops the engine's request) instead of running on.
 */
export function abortOnClientClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
