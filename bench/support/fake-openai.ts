import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The parts of a chat completion request the stand-in reads. */
export interface InstantRequest {
  messages?: { content: string }[];
  stream?: boolean;
  response_format?: unknown;
}

/** By default the stand-in "translates" by echoing the last message, marked. */
const echo = (request: InstantRequest) => `ES ${request.messages?.at(-1)?.content ?? ''}`;

/**
 * An OpenAI-compatible chat server with zero think time: it answers every completion at once,
 * so whatever latency a Tolk request adds on top of it is Tolk's own. `content` writes the
 * assistant's message; a streamed request (`stream: true`) gets it at once as server-sent events,
 * word by word as real servers send it.
 */
export async function startInstantOpenAi(
  content: (request: InstantRequest) => string = echo,
): Promise<{ baseUrl: string; calls: () => number; close: () => void }> {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/models') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"object":"list","data":[{"id":"bench"}]}');
        return;
      }
      calls++;
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as InstantRequest;
      const text = content(body);
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' }).end(streamed(text));
        return;
      }
      const answer = {
        id: 'bench',
        object: 'chat.completion',
        model: 'bench',
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls: () => calls, close: () => server.close() };
}

/** A whole streamed completion: the role, the text word by word, the finish reason, [DONE]. */
function streamed(text: string): string {
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'bench',
      object: 'chat.completion.chunk',
      model: 'bench',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const pieces = text.match(/\S+\s*/g) ?? [];
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
}
