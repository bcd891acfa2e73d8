import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it: raw bytes, and the multipart form parsed for real. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
  /** The multipart body parsed by undici's own parser, as a server framework would. */
  form?: FormData;
}

/** A whole HTTP reply, or a way of not answering: 'hang' sends nothing, 'hang-body' stalls mid-body. */
export type FakeReply = { status: number; json: unknown } | { status: number; text: string } | 'hang' | 'hang-body';

export interface FakeTranscriptionServer {
  /** Includes /v1, as OPENAI_BASE_URL does. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** The words the fake "hears" in a recording; by default a fixed Norwegian phrase. */
  transcript: (request: ReceivedRequest) => string;
  /** When set, answers every request with this instead of following the protocol. */
  override?: FakeReply;
  close(): Promise<void>;
}

/**
 * A stand-in for an OpenAI-compatible speech-to-text server (OpenAI, Groq, faster-whisper,
 * whisper.cpp, LocalAI) speaking the documented protocol: bearer auth, GET /v1/models, and
 * POST /v1/audio/transcriptions as multipart/form-data with file, model, language and
 * response_format, answering `{ "text": … }` or OpenAI's error body.
 */
export async function startFakeTranscriptionServer(options: {
  apiKey?: string;
  models: string[];
}): Promise<FakeTranscriptionServer> {
  const requests: ReceivedRequest[] = [];
  const fake: Pick<FakeTranscriptionServer, 'transcript' | 'override'> = {
    transcript: () => ' Hei, hvordan har du det?',
  };
  const server = createServer(async (req, res) => {
    const request = await receive(req.method ?? '', req.url ?? '/', req.headers, req);
    requests.push(request);
    send(res, fake.override ?? follow(request, options, fake.transcript));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      // A hanging request keeps its socket open; end it so close() returns.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

async function receive(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  stream: AsyncIterable<Buffer>,
): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const body = new Uint8Array(Buffer.concat(chunks));
  const request: ReceivedRequest = { method, path: new URL(url, 'http://fake').pathname, headers, body };
  if (headers['content-type']?.startsWith('multipart/form-data')) {
    const parsed = new Request('http://fake/', {
      method: 'POST',
      body,
      headers: { 'content-type': headers['content-type'] },
    });
    request.form = await parsed.formData().catch(() => undefined);
  }
  return request;
}

function follow(
  request: ReceivedRequest,
  options: { apiKey?: string; models: string[] },
  transcript: (request: ReceivedRequest) => string,
): FakeReply {
  if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
    return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
  }
  if (request.method === 'GET' && request.path === '/v1/models') {
    return { status: 200, json: { object: 'list', data: options.models.map((id) => ({ id, object: 'model' })) } };
  }
  if (request.method === 'POST' && request.path === '/v1/audio/transcriptions') {
    return transcription(request, options.models, transcript);
  }
  return openAiError(404, `Unknown request URL: ${request.method} ${request.path}`, 'unknown_url');
}

function transcription(
  request: ReceivedRequest,
  models: string[],
  transcript: (request: ReceivedRequest) => string,
): FakeReply {
  const form = request.form;
  if (!form) return openAiError(400, 'Could not parse multipart form', null);
  if (!(form.get('file') instanceof File)) return openAiError(400, "Missing required parameter: 'file'.", null);
  const model = form.get('model');
  if (typeof model !== 'string' || !models.includes(model)) {
    return openAiError(400, `Invalid model: ${String(model)}`, 'model_not_found');
  }
  const language = form.get('language');
  if (language !== null && !/^[a-z]{2}$/.test(String(language))) {
    return openAiError(400, `Invalid language '${String(language)}'. Language parameter must be ISO-639-1.`, null);
  }
  return { status: 200, json: { text: transcript(request) } };
}

export function openAiError(status: number, message: string, code: string | null): FakeReply {
  return { status, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}

function send(res: ServerResponse, reply: FakeReply): void {
  if (reply === 'hang') return;
  if (reply === 'hang-body') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"text": "Hei');
    return;
  }
  const json = 'json' in reply;
  res.writeHead(reply.status, { 'Content-Type': json ? 'application/json' : 'text/plain' });
  res.end(json ? JSON.stringify(reply.json) : reply.text);
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function unreachableBaseUrl(): Promise<string> {
  const fake = await startFakeTranscriptionServer({ models: [] });
  await fake.close();
  return fake.baseUrl;
}
