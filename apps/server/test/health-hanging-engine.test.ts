import { createServer, type Server, type Socket } from 'node:net';
import { HealthReport } from '@tolk/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Engines that accept a connection and never answer: the admin diagnostics still answer within
 * about the probe deadline (each probe bounded, all at once), reporting them DOWN.
 */
describe('the health report with engines that hang', () => {
  let hanging: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    hanging = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as { port: number }).port}`;
    t = await createTestApp({
      engines: {
        translation: {
          order: ['libretranslate', 'openai'],
          libretranslate: { url },
          openai: { baseUrl: `${url}/v1`, apiKey: 'k', model: 'm' },
        },
        chat: { openai: { baseUrl: `${url}/v1`, apiKey: 'k', model: 'm' } },
        // Far longer than the report may take: the engines' own deadline is not what bounds it.
        timeoutMs: 20_000,
      },
    });
    adminToken = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  });
  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    hanging?.close();
  });

  it('reports the hanging engines DOWN after the 1.5 s probe deadline, not after the engines’ 20 s', async () => {
    const started = performance.now();
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: adminToken });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    const report = HealthReport.parse(response.json());
    const probed = [...report.components.engines.translation, ...report.components.engines.chat];
    expect(probed.map(({ name, status }) => [name, status])).toEqual([
      ['libretranslate', 'DOWN'],
      ['openai', 'DOWN'],
      ['openai', 'DOWN'],
    ]);
    for (const engine of probed) expect(engine.latencyMs).toBeLessThan(2_500);
    // The whole report: the deadline, plus loading eSpeak NG on a cold start of a busy machine.
    expect(elapsed).toBeLessThan(5_000);
  });
});
