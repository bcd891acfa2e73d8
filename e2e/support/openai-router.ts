import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One OpenAI-compatible address in front of the two stand-ins the e2e server uses, because the
 * app has one OPENAI_BASE_URL for every capability: speech recognition requests go to the
 * transcription stand-in, everything else (chat completions, the model list) to the chat
 * stand-in. Bodies pass through as they arrive, so a streamed reply stays streamed.
 */
export async function startOpenAiRouter(options: {
  transcriptionBaseUrl: string;
  chatBaseUrl: string;
}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const upstream = (path: string) =>
    new URL(path.startsWith('/v1/audio/') ? options.transcriptionBaseUrl : options.chatBaseUrl);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const target = upstream(path);
    const outgoing = forward(
      { host: target.hostname, port: target.port, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `e2e router: ${error.message}`, type: 'router', code: null } }));
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
