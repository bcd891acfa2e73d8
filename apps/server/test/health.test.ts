import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HealthReport, RateLimitStatusResponse } from '@tolk/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** Stands in for a configured engine: answers its probe path and records what it was asked. */
let engine: Server;
const probes: { url?: string; authorization?: string }[] = [];
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  engine = createServer((request, response) => {
    probes.push({ url: request.url, authorization: request.headers.authorization });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  const { port } = engine.address() as AddressInfo;
  t = await createTestApp({
    engines: {
      translation: {
        order: ['libretranslate', 'openai'],
        openai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k-1', model: 'm' },
        // Nothing listens on port 9 (discard) here: a configured engine that is down.
        libretranslate: { url: 'http://127.0.0.1:9' },
      },
      timeoutMs: 3000,
      concurrency: 2,
    },
  });
  adminToken = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
});
afterAll(async () => {
  await t.close();
  engine.close();
});

describe('health', () => {
  it('answers the public probe without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/health-simple' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UP' });
  });

  it('gives administrators the full report with database and engine probes', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: adminToken });
    expect(response.statusCode).toBe(200);
    const report = HealthReport.parse(response.json());
    expect(report).toMatchObject({ status: 'UP', service: 'tolk-server', version: '0.0.0-test' });
    expect(report.uptime).toBeGreaterThanOrEqual(0);
    expect(report.components.database.status).toBe('UP');
    expect(report.components.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(report.components.externalServices['translation:openai']).toMatchObject({ status: 'UP' });
    expect(report.components.externalServices['translation:libretranslate']).toMatchObject({ status: 'DOWN' });
    expect(report.components.externalServices['speechSynthesis:espeak-ng']).toMatchObject({ status: 'UP' });
    const { translation, speechSynthesis, speechRecognition } = report.components.engines;
    expect(translation.map((engine) => engine.name)).toEqual(['libretranslate', 'openai']);
    expect(translation[0]?.serves).toEqual([]);
    expect(translation[1]?.serves).toHaveLength(380);
    expect(speechSynthesis).toMatchObject([{ name: 'espeak-ng', status: 'UP' }]);
    expect(speechSynthesis[0]?.serves).toHaveLength(20);
    expect(speechRecognition).toEqual([]);
    expect(report.memory.total).toBe(report.memory.used + report.memory.free);
    expect(report.memory.processHeapUsed).toBeGreaterThan(0);
    // The embedded database's thread reports its WebAssembly memory (at least PGlite's initial 16 MiB
    // less whatever it was built with: more than a megabyte); PostgreSQL's memory is its server's.
    if (report.components.database.details?.kind === 'pglite') {
      expect(report.memory.embeddedDatabaseWasm).toBeGreaterThan(1024 * 1024);
      expect(report.memory.embeddedDatabaseHeap).toBeGreaterThan(0);
    } else {
      expect(report.memory.embeddedDatabaseWasm).toBeUndefined();
    }
    expect(report.environment.nodeVersion).toBe(process.version);
    expect(report.environment.osName).toMatch(/\w/);
    expect(probes.at(-1)).toEqual({ url: '/v1/models', authorization: 'Bearer k-1' });
    expect(response.body).not.toContain('k-1');
  });

  it('answers the debug panel’s test endpoints', async () => {
    const jwt = await t.request({ method: 'GET', url: '/api/test/test-jwt-simple', token: adminToken });
    expect(jwt.json()).toMatchObject({ success: true, role: 'ADMIN' });
    const admin = await t.request({ method: 'GET', url: '/api/test/admin', token: adminToken });
    expect(admin.json()).toMatchObject({ exists: true, activeAdmins: 1 });
    const rate = await t.request({ method: 'GET', url: '/api/test/rate-limit-status', token: adminToken });
    expect(RateLimitStatusResponse.parse(rate.json())).toMatchObject({ status: 'OK' });
  });

  it('reports LIMITED once the caller’s address is throttled', async () => {
    for (let i = 0; i < 20; i++) {
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${i}@example.test`, password: 'nope' },
      });
    }
    const rate = await t.request({ method: 'GET', url: '/api/test/rate-limit-status', token: adminToken });
    expect(rate.json()).toMatchObject({ status: 'LIMITED', message: expect.stringMatching(/throttled/) });
  });
});
