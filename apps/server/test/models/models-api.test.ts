import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareOrThrow } from '../../src/engines/prepare-model';
import type { CatalogEntry } from '../../src/models/catalog-entry';
import { type FakeModelHost, startFakeModelHost } from '../support/fakes/fake-model-host';
import { createTestApp, type TestApp } from '../support/test-app';

const BODY = randomBytes(64 * 1024);
let releaseBody: () => void = () => undefined;

const ENTRY: CatalogEntry = {
  id: 'translation-test-no-ru',
  kind: 'translation',
  languages: ['no', 'ru'],
  title: 'Test Norwegian → Russian',
  files: [
    {
      path: 'model.bin',
      url: 'https://models.example/no-ru/model.bin',
      bytes: BODY.byteLength,
      sha256: createHash('sha256').update(BODY).digest('hex'),
    },
  ],
  licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
  attribution: 'Tolk tests',
  homepage: 'https://example.test',
};

let host: FakeModelHost;
let t: TestApp;

beforeAll(async () => {
  host = await startFakeModelHost();
  host.files.set('/models.example/no-ru/model.bin', {
    body: BODY,
    holdBody: new Promise((resolve) => {
      releaseBody = resolve;
    }),
  });
  t = await createTestApp({
    models: {
      dir: mkdtempSync(path.join(os.tmpdir(), 'tolk-models-')),
      budgetBytes: 1024 ** 3,
      mirror: host.url,
      policy: 'on-demand',
      extraCatalog: [ENTRY],
    },
  });
  // Stands in for a local engine's call: what a learner's request runs into while its model is missing.
  t.app.get('/test/needs-model', async () => ({ folder: prepareOrThrow(t.app.models, ENTRY.id, 'test-engine') }));
});

afterAll(async () => {
  releaseBody();
  await t?.close();
  await host?.close();
});

describe('a learner asking for what a missing model would serve', () => {
  it('is told it is being prepared (503 MODEL_PREPARING, Retry-After) with the progress, which GET /api/models/:id follows', async () => {
    const learner = await t.createUser();
    const token = t.tokenFor(learner);
    const refused = await t.request({ method: 'GET', url: '/test/needs-model', token });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      code: 'MODEL_PREPARING',
      preparing: {
        modelId: ENTRY.id,
        title: ENTRY.title,
        languages: ['no', 'ru'],
        totalBytes: BODY.byteLength,
      },
    });
    // A second request joins the download under way.
    expect((await t.request({ method: 'GET', url: '/test/needs-model', token })).statusCode).toBe(503);
    await host.received(1);

    const progress = await t.request({ method: 'GET', url: `/api/models/${ENTRY.id}`, token });
    expect(progress.json()).toMatchObject({ modelId: ENTRY.id, state: 'downloading' });

    const installed = new Promise<void>((resolve) =>
      t.app.models.onChange((id, status) => id === ENTRY.id && status.state === 'installed' && resolve()),
    );
    releaseBody();
    await installed;
    expect((await t.request({ method: 'GET', url: `/api/models/${ENTRY.id}`, token })).json()).toMatchObject({
      state: 'installed',
      receivedBytes: BODY.byteLength,
    });
    expect((await t.request({ method: 'GET', url: '/test/needs-model', token })).statusCode).toBe(200);
    expect(host.requests.filter((request) => request.path === '/models.example/no-ru/model.bin')).toHaveLength(1);
  });

  it('answers 404 for an id the catalog does not have', async () => {
    const token = t.tokenFor(await t.createUser());
    const missing = await t.request({ method: 'GET', url: '/api/models/no-such-model', token });
    expect(missing.statusCode).toBe(404);
  });

  it('gives administrators the catalog with the budget, installs (202) and removes an entry', async () => {
    const token = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const list = await t.request({ method: 'GET', url: '/api/admin/models', token });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { models: { id: string }[] };
    expect(body).toMatchObject({ budgetBytes: 1024 ** 3, policy: 'on-demand', mirrored: true });
    expect(body.models.find((model) => model.id === ENTRY.id)).toMatchObject({
      title: ENTRY.title,
      bytes: BODY.byteLength,
      licence: ENTRY.licence,
      verification: 'sha256',
    });
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/models/${ENTRY.id}`, token });
    expect(removed.json()).toMatchObject({ state: 'absent' });
    const installed = new Promise<void>((resolve) =>
      t.app.models.onChange((id, status) => id === ENTRY.id && status.state === 'installed' && resolve()),
    );
    const started = await t.request({ method: 'POST', url: `/api/admin/models/${ENTRY.id}/install`, token });
    expect(started.statusCode).toBe(202);
    await installed;
    expect(t.app.models.installedPath(ENTRY.id)).not.toBeNull();
  });
});
