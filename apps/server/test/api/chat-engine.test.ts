// @database-independent: the chat capability as built from configuration; nothing it checks is stored.
import { EnginesResponse } from '@tolk/contracts/engines';
import { HealthReport } from '@tolk/contracts/health';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSetupHint } from '../../src/engines/chat/chat-service';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { tinyRandomGguf, tinyRandomGgufAvailable } from '../support/shared-models';
import { createTestApp, type TestApp } from '../support/test-app';

/** The chat capability as the app builds it from config: listed in GET /api/engines and the admin report. */
describe('the chat capability in the app', () => {
  let t: TestApp;
  let bare: TestApp;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ apiKey: 'sk-chat', models: ['llama3.1:8b'] });
    t = await createTestApp({
      engines: { chat: { openai: { baseUrl: openai.baseUrl, apiKey: 'sk-chat', model: 'llama3.1:8b' } } },
    });
    bare = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    await openai.close();
  });

  const engines = async (app: TestApp, role: 'USER' | 'ADMIN' = 'USER') => {
    const token = app.tokenFor(await app.createUser({ role }));
    const response = await app.request({ method: 'GET', url: '/api/engines', token });
    expect(response.statusCode).toBe(200);
    return EnginesResponse.parse(response.json());
  };

  it('GET /api/engines lists the configured chat engine', async () => {
    expect((await engines(t)).chat).toEqual({
      available: true,
      engines: ['openai'],
      models: ['llama3.1:8b'],
      localCpu: false,
    });
  });

  it('GET /api/engines says what to configure when there is none, to an administrator only', async () => {
    expect((await engines(bare)).chat).toEqual({ available: false, engines: [], models: [], localCpu: false });
    expect((await engines(bare, 'ADMIN')).chat).toEqual({
      available: false,
      engines: [],
      models: [],
      localCpu: false,
      hint: chatSetupHint,
    });
  });

  it('the admin health report probes the chat engine with its key', async () => {
    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: admin });
    const report = HealthReport.parse(response.json());
    expect(report.components.externalServices['chat:openai']).toMatchObject({ status: 'UP' });
    // A chat model serves every language, and the report names the model apart.
    expect(report.components.engines.chat).toEqual([
      expect.objectContaining({ name: 'openai', serves: [...LANGUAGE_CODES], model: 'llama3.1:8b' }),
    ]);
    const probe = openai.requests.at(-1);
    expect(probe).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(probe?.headers.authorization).toBe('Bearer sk-chat');
    expect(response.body).not.toContain('sk-chat');

    const bareAdmin = bare.tokenFor(await bare.createUser({ role: 'ADMIN' }));
    const bareReport = HealthReport.parse(
      (await bare.request({ method: 'GET', url: '/api/admin/health', token: bareAdmin })).json(),
    );
    expect(Object.keys(bareReport.components.externalServices).filter((key) => key.startsWith('chat:'))).toEqual([]);
  });
});

/** With both kinds configured: the server first, the GGUF model after it, each named with its model. */
describe.skipIf(!tinyRandomGgufAvailable())('the chat capability with an in-process GGUF model', () => {
  let t: TestApp;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ models: ['llama3.1:8b'] });
    t = await createTestApp({
      engines: {
        chat: {
          openai: { baseUrl: openai.baseUrl, model: 'llama3.1:8b' },
          local: { modelPath: tinyRandomGguf(), contextSize: 512, threads: 1 },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('GET /api/engines lists the server first, then local-gguf with its file name', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await t.request({ method: 'GET', url: '/api/engines', token });
    expect(EnginesResponse.parse(response.json()).chat).toEqual({
      available: true,
      engines: ['openai', 'local-gguf'],
      models: ['llama3.1:8b', 'llama-2-tiny-random.gguf'],
      // The server answers first: replies are not the CPU's.
      localCpu: false,
    });
  });

  it('the admin health report shows the loaded model UP with what it serves', async () => {
    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: admin });
    const report = HealthReport.parse(response.json());
    expect(report.components.externalServices['chat:local-gguf']).toMatchObject({ status: 'UP' });
    expect(report.components.engines.chat).toEqual([
      expect.objectContaining({
        name: 'openai',
        status: 'UP',
        circuit: 'closed',
        serves: [...LANGUAGE_CODES],
        model: 'llama3.1:8b',
      }),
      expect.objectContaining({
        name: 'local-gguf',
        status: 'UP',
        circuit: 'closed',
        serves: [...LANGUAGE_CODES],
        model: 'llama-2-tiny-random.gguf',
      }),
    ]);
    expect(report.components.externalServices['chat:openai']).toMatchObject({ status: 'UP' });
  });
});
