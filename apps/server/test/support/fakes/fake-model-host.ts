import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file the stand-in host publishes. */
export interface HostedFile {
  body: Uint8Array;
  /** Extra answer headers (a Hugging Face X-Linked-Etag, say). */
  headers?: Record<string, string>;
  /** The first answer for this file breaks the connection after this many bytes of the body. */
  cutAfter?: number;
  /** Sends the headers (and `holdAfter` bytes), then waits for this before the rest (a download kept under way). */
  holdBody?: Promise<void>;
  holdAfter?: number;
  /** Sends `body` over and over with no Content-Length, until the client hangs up (a hostile host). */
  endless?: boolean;
}

export interface HostRequest {
  path: string;
  range: string | undefined;
}

/**
 * A stand-in for the public hosts models come from (and for MODELS_MIRROR): static files by path,
 * honouring `Range: bytes=N-`, able to break a connection midway, counting every request.
 */
export interface FakeModelHost {
  url: string;
  files: Map<string, HostedFile>;
  requests: HostRequest[];
  /** Resolves once the host has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeModelHostOptions {
  /** A fixed port (the e2e server's mirror); a free one when left out. */
  port?: number;
  /** Paths that run an action and answer 204 instead of serving a file (the e2e tests' remote control). */
  control?: Record<string, () => void>;
}

export async function startFakeModelHost(options: FakeModelHostOptions = {}): Promise<FakeModelHost> {
  const files = new Map<string, HostedFile>();
  const requests: HostRequest[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const cut = new Set<string>();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const action = options.control?.[path];
    if (action) {
      action();
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    requests.push({ path, range: req.headers.range });
    for (const wait of waiting.filter((item) => requests.length >= item.count)) wait.resolve();
    const file = files.get(path);
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    if (file.endless) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      while (!res.destroyed && !res.writableEnded) await write(res, file.body);
      return;
    }
    const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    if (from >= file.body.byteLength && from > 0) {
      res.writeHead(416, { 'content-range': `bytes */${file.body.byteLength}` }).end();
      return;
    }
    const body = file.body.subarray(from);
    const headers = {
      'content-type': 'application/octet-stream',
      'content-length': String(body.byteLength),
      'accept-ranges': 'bytes',
      ...(from > 0 && { 'content-range': `bytes ${from}-${file.body.byteLength - 1}/${file.body.byteLength}` }),
      ...file.headers,
    };
    res.writeHead(from > 0 ? 206 : 200, headers);
    res.flushHeaders();
    let sent = 0;
    if (file.holdBody) {
      sent = Math.min(file.holdAfter ?? 0, body.byteLength);
      if (sent > 0) await write(res, body.subarray(0, sent));
      await file.holdBody;
    }
    if (file.cutAfter !== undefined && !cut.has(path)) {
      cut.add(path);
      await write(res, body.subarray(0, file.cutAfter));
      res.socket?.destroy();
      return;
    }
    res.end(body.subarray(sent));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    received: (count) =>
      requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function write(res: ServerResponse, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve) => res.write(chunk, () => resolve()));
}
