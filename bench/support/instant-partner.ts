import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in partner says to every message: a dozen words, as a short A2 reply is. */
export const PARTNER_REPLY = 'Så fint! Jeg liker også å reise. Hvor vil du reise i sommer, og med hvem?';

/**
 * An OpenAI-compatible stand-in for the dialogue partner with zero think time: a streamed
 * completion (`stream: true`) is sent at once as server-sent events, word by word as real servers
 * send it; a structured one (the message check, `response_format`) answers "no mistakes". So what
 * a dialogue turn takes beyond this server's own answers is Tolk's overhead.
 */
export async function startInstantPartner(): Promise<{ baseUrl: string; calls: () => number; close: () => void }> {
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
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        stream?: boolean;
        response_format?: unknown;
      };
      if (body.stream) {
        const chunk = (delta: Record<string, string>, finish: string | null) =>
          `data: ${JSON.stringify({
            id: 'bench',
            object: 'chat.completion.chunk',
            model: 'bench',
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
        const pieces = PARTNER_REPLY.match(/\S+\s*/g) ?? [];
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(
          [
            chunk({ role: 'assistant', content: '' }, null),
            ...pieces.map((piece) => chunk({ content: piece }, null)),
            chunk({}, 'stop'),
            'data: [DONE]\n\n',
          ].join(''),
        );
        return;
      }
      const content = body.response_format ? '{"corrections":[],"wordsUsedCorrectly":[]}' : PARTNER_REPLY;
      const answer = {
        id: 'bench',
        object: 'chat.completion',
        model: 'bench',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls: () => calls, close: () => server.close() };
}
