import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it, for asserting exactly what the adapter sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** Set when the client gave up (closed the connection) before the fake answered. */
  abandoned?: true;
}

/**
 * What the fake answers: a JSON or text body with a status, the same after a delay (a slow
 * engine), a body written in parts (a stream), or a way of not answering: 'hang' never sends
 * anything, 'hang-body' sends the headers and a partial body, then stalls.
 */
export type FakeReply =
  | { status: number; json: unknown }
  | { status: number; text: string; contentType?: string }
  | { delayMs: number; reply: FakeReply }
  | FakeStreamedReply
  | 'hang'
  | 'hang-body';

/**
 * A body written part by part, `partDelayMs` apart (the first part too), then ended; or, with
 * `breakOff`, the connection dropped after the last part, as a server that crashed mid-answer.
 */
export interface FakeStreamedReply {
  status: number;
  parts: string[];
  contentType: string;
  partDelayMs?: number;
  breakOff?: boolean;
}

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 and a free port, answering with `route`. */
export async function startFakeHttpServer(route: (request: RecordedRequest) => FakeReply): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) request.abandoned = true;
    });
    send(res, route(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      // Hanging requests keep their sockets open; end them so close() returns.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, reply: FakeReply): void {
  if (reply === 'hang') return;
  if (reply === 'hang-body') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"partial": ');
    return;
  }
  if ('delayMs' in reply) {
    const timer = setTimeout(() => send(res, reply.reply), reply.delayMs);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if ('parts' in reply) {
    sendParts(res, reply);
    return;
  }
  if ('json' in reply) {
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.json));
    return;
  }
  res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'text/plain' });
  res.end(reply.text);
}

function sendParts(res: ServerResponse, reply: FakeStreamedReply): void {
  res.writeHead(reply.status, { 'Content-Type': reply.contentType, 'Cache-Control': 'no-cache' });
  // The headers go at once, as a streaming server sends them before the first event.
  res.flushHeaders();
  const parts = [...reply.parts];
  let timer: NodeJS.Timeout | undefined;
  res.on('close', () => clearTimeout(timer));
  const next = () => {
    const part = parts.shift();
    if (part === undefined) {
      if (reply.breakOff) res.destroy();
      else res.end();
      return;
    }
    res.write(part);
    schedule();
  };
  const schedule = () => {
    if (reply.partDelayMs) timer = setTimeout(next, reply.partDelayMs);
    else next();
  };
  schedule();
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function unreachableUrl(): Promise<string> {
  const fake = await startFakeHttpServer(() => ({ status: 204, text: '' }));
  await fake.close();
  return fake.url;
}
