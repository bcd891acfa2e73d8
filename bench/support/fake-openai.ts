import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat server with zero think time: it answers every completion at once,
 * so whatever latency a Tolk request adds on top of it is Tolk's own.
 */
export async function startInstantOpenAi(): Promise<{ baseUrl: string; calls: () => number; close: () => void }> {
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
      const { messages } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { messages?: { content: string }[] };
      const text = messages?.at(-1)?.content ?? '';
      const answer = {
        id: 'bench',
        object: 'chat.completion',
        model: 'bench',
        choices: [{ index: 0, message: { role: 'assistant', content: `ES ${text}` }, finish_reason: 'stop' }],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls: () => calls, close: () => server.close() };
}
