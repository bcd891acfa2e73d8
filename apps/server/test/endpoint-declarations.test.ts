import { endpoint, endpointLabel, endpointUrl } from '@tolk/contracts/endpoint';
import { allEndpoints, phrasesEndpoints } from '@tolk/contracts/endpoints';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { watchDeclaredRoutes } from '../src/routes/endpoint-routes';
import { declaredRequests } from './support/declared-requests';

/**
 * The declarations are the one list of endpoints: the server refuses to start when its routes and the
 * declarations differ, and the fuzz and authorization suites derive their requests from a declaration,
 * so a new endpoint is covered with no edit to a test list.
 */

const newEndpoint = endpoint({
  summary: 'A study goal (a declaration made by this test, served nowhere).',
  method: 'PUT',
  path: '/api/user/goals/:goalId',
  access: 'active-user',
  engineBudget: 'none',
  params: z.object({ goalId: z.uuid() }),
  query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  body: z.object({ minutesPerDay: z.number().int().min(1), language: z.enum(['no', 'en']) }),
  responses: { 200: z.object({ success: z.literal(true) }) },
  produces: 'json',
});

describe('endpoint declarations', () => {
  it('name every endpoint once, by method and path', () => {
    const labels = allEndpoints.map(({ declaration }) => endpointLabel(declaration));
    expect(new Set(labels).size).toBe(labels.length);
    expect(allEndpoints.length).toBeGreaterThanOrEqual(65);
    for (const { name, declaration } of allEndpoints) {
      expect(declaration.path, name).toMatch(/^\/api\//);
      expect(declaration.summary.length, name).toBeGreaterThan(10);
    }
  });

  it('fill in a path and query the way a client calls it', () => {
    expect(endpointUrl(phrasesEndpoints.phraseAudio, { id: 'a b/c' }, { kind: 'original', unused: undefined })).toBe(
      '/api/user/phrases/a%20b%2Fc/audio?kind=original',
    );
    expect(() => endpointUrl(phrasesEndpoints.deletePhrase, {})).toThrow(/id is missing/);
  });

  it('let a server with a route missing, or an undeclared route, be caught before it serves', async () => {
    const app = Fastify();
    const watch = watchDeclaredRoutes(app);
    app.get('/api/not-declared', async () => ({}));
    app.route({ method: 'GET', url: phrasesEndpoints.listPhrases.path, handler: async () => ({}) });
    await app.ready();
    const { unserved, undeclared } = watch.check();
    expect(undeclared).toEqual(['GET /api/not-declared']);
    expect(unserved).toContain('phrases.createPhrase (POST /api/user/phrases)');
    expect(unserved).not.toContain('phrases.listPhrases (GET /api/user/phrases)');
    expect(unserved).toHaveLength(allEndpoints.length - 1);
    // A declaration a setting turned off is not missing.
    expect(watch.check([phrasesEndpoints.createPhrase]).unserved).not.toContain(
      'phrases.createPhrase (POST /api/user/phrases)',
    );
    await app.close();
  });

  it('give a new declaration its fuzzed requests with no edit to the fuzz suite', () => {
    const requests = fc.sample(declaredRequests(newEndpoint, { goalId: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'] }), {
      numRuns: 300,
      seed: 42,
    });
    for (const request of requests) expect(request.url).toMatch(/^\/api\/user\/goals\/[^/?]*(\?.*)?$/);
    // The known value, typed bodies with the declared fields, the declared query, and hostile ones.
    expect(requests.some((request) => request.url.includes('3f2504e0-4f89-41d3-9a0c-0305e82c3301'))).toBe(true);
    expect(requests.some((request) => request.url.includes('dryRun='))).toBe(true);
    const bodies = requests.map((request) => JSON.parse(String(request.payload)) as unknown);
    expect(
      bodies.some(
        (body) =>
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { minutesPerDay?: unknown }).minutesPerDay === 'number' &&
          ['no', 'en'].includes((body as { language?: string }).language ?? ''),
      ),
    ).toBe(true);
    expect(requests.every((request) => request.headers?.['content-type'] === 'application/json')).toBe(true);
    expect(bodies.some((body) => typeof body === 'string' && body.includes('\u0000'))).toBe(true);
  });

  it('give a declared upload multipart requests with its file field', () => {
    const [transcribe] = allEndpoints.filter(({ name }) => name === 'speech.transcribe');
    if (!transcribe) throw new Error('speech.transcribe is declared');
    const requests = fc.sample(declaredRequests(transcribe.declaration, {}, new Uint8Array([82, 73, 70, 70])), {
      numRuns: 200,
      seed: 7,
    });
    const forms = requests.map((request) => String(request.payload));
    expect(forms.some((form) => form.includes('name="audio"; filename="a.wav"'))).toBe(true);
    expect(forms.some((form) => form.includes('name="languageCode"'))).toBe(true);
    expect(requests.every((request) => request.headers?.['content-type']?.startsWith('multipart/form-data'))).toBe(
      true,
    );
  });
});
