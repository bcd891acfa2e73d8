import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeServer {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/** A real HTTP server on a free local port that records every request before handing it to `handle`. */
export async function startFakeServer(handle: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Handlers that never answer keep their sockets open; close them too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** One complete answer of a fake protocol: JSON, or bytes of a content type. */
export type Reply = { status: number; json: unknown } | { status: number; contentType: string; bytes: Buffer };

/** A handler from a function that decides the whole answer, so protocol rules read as plain returns. */
export function replyWith(decide: (request: RecordedRequest) => Reply): Handler {
  return (request, response) => {
    const reply = decide(request);
    if ('json' in reply) sendJson(response, reply.status, reply.json);
    else response.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.bytes);
  };
}

/** A 24 kHz tone as raw 16-bit little-endian PCM, the shape of OpenAI's and ElevenLabs' PCM answers. */
export function pcmTone(sampleCount: number, sampleRate = 24_000): Buffer {
  const bytes = Buffer.alloc(sampleCount * 2);
  for (let index = 0; index < sampleCount; index++) {
    bytes.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * 220 * index) / sampleRate)), index * 2);
  }
  return bytes;
}

/** A port that was free a moment ago: nothing listens there. */
export async function closedPortOrigin(): Promise<string> {
  const server = await startFakeServer(() => undefined);
  await server.close();
  return server.origin;
}
