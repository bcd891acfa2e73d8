import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry, CatalogFile } from '../../src/models/catalog-entry';
import { createModelStore, type ModelStoreOptions } from '../../src/models/create-model-store';
import type { ModelStore } from '../../src/models/model-store';
import { type FakeModelHost, startFakeModelHost } from '../support/fakes/fake-model-host';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const log = pino({ level: 'silent' });

let host: FakeModelHost;
const stores: ModelStore[] = [];

beforeAll(async () => {
  host = await startFakeModelHost();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await host.close();
});

/** A file published at https://models.example/<name>, served by the stand-in under the mirror. */
function publish(name: string, body: Uint8Array, extra: Partial<CatalogFile> = {}, hosted = {}): CatalogFile {
  host.files.set(`/models.example/${name}`, { body, ...hosted });
  return { path: name, url: `https://models.example/${name}`, bytes: body.byteLength, sha256: sha256(body), ...extra };
}

function entry(id: string, files: CatalogFile[]): CatalogEntry {
  return {
    id,
    kind: 'translation',
    languages: ['no', 'ru'],
    title: `Test ${id}`,
    files,
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    attribution: 'Tolk tests',
    homepage: 'https://example.test',
  };
}

function store(catalog: CatalogEntry[], overrides: Partial<ModelStoreOptions> = {}): ModelStore {
  const created = createModelStore({
    dir: mkdtempSync(path.join(os.tmpdir(), 'tolk-models-')),
    mirror: host.url,
    budgetBytes: 10 * 1024 * 1024,
    policy: 'on-demand',
    catalog,
    log,
    pollMs: 20,
    progressMs: 0,
    ...overrides,
  });
  stores.push(created);
  return created;
}

const requestsFor = (name: string) => host.requests.filter((request) => request.path === `/models.example/${name}`);
/** Every name under the entry's folder (markers included), to prove nothing was left behind. */
const leftIn = (models: ModelStore, id: string) =>
  existsSync(path.join(models.dir, id)) ? readdirSync(path.join(models.dir, id), { recursive: true }) : [];

describe('the model store', () => {
  it('fetches https://HOST/PATH from MODELS_MIRROR/HOST/PATH, verifies it and installs it under the entry', async () => {
    const body = randomBytes(5000);
    const models = store([entry('mirror-test', [publish('mirror/model.bin', body)])]);
    const folder = await models.install('mirror-test');
    expect(sha256(readFileSync(path.join(folder, 'mirror/model.bin')))).toBe(sha256(body));
    expect(requestsFor('mirror/model.bin')).toHaveLength(1);
    expect(models.installedPath('mirror-test')).toBe(folder);
    expect(models.status('mirror-test')).toMatchObject({
      state: 'installed',
      receivedBytes: 5000,
      verification: 'sha256',
    });
  });

  it('resumes with Range after a broken connection and after a .part left by a crashed process', async () => {
    const body = randomBytes(200_000);
    const models = store([entry('resume-test', [publish('resume.bin', body, {}, { cutAfter: 70_000 })])]);
    await models.install('resume-test');
    const ranges = requestsFor('resume.bin').map((request) => request.range);
    expect(ranges[0]).toBeUndefined();
    expect(ranges[1]).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(ranges[1] ?? '')?.[0])).toBeGreaterThan(0);

    const crashed = store([entry('crash-test', [publish('crash.bin', body)])]);
    mkdirSync(path.join(crashed.dir, 'crash-test'), { recursive: true });
    writeFileSync(path.join(crashed.dir, 'crash-test', 'crash.bin.part'), body.subarray(0, 120_000));
    const folder = await crashed.install('crash-test');
    expect(requestsFor('crash.bin').map((request) => request.range)).toEqual(['bytes=120000-']);
    expect(sha256(readFileSync(path.join(folder, 'crash.bin')))).toBe(sha256(body));
  });

  it('refuses a file whose hash is wrong and leaves nothing behind', async () => {
    const file = { ...publish('wrong.bin', randomBytes(3000)), sha256: sha256(randomBytes(8)) };
    const models = store([entry('wrong-test', [file])]);
    await expect(models.install('wrong-test')).rejects.toMatchObject({ code: 'HASH_MISMATCH' });
    expect(models.status('wrong-test')).toMatchObject({ state: 'failed', errorCode: 'HASH_MISMATCH' });
    expect(leftIn(models, 'wrong-test')).toEqual([]);
    expect(models.installedPath('wrong-test')).toBeNull();
  });

  it('unpacks gzip and zstd files after verifying what was published', async () => {
    const text = Buffer.from('Hei, verden! '.repeat(1000));
    // `zstd -19` of 'Hei, verden! ' × 1000 (made with the zstd tool; Node 20 cannot compress zstd).
    const zstd = readFileSync(new URL('../fixtures/models/hei-verden.txt.zst', import.meta.url));
    const models = store([
      entry('unpack-test', [
        publish('unpack/gz.txt', gzipSync(text), { unpack: 'gzip' }),
        publish('unpack/zst.txt', zstd, { unpack: 'zstd' }),
      ]),
    ]);
    const folder = await models.install('unpack-test');
    expect(sha256(readFileSync(path.join(folder, 'unpack/gz.txt')))).toBe(sha256(text));
    expect(sha256(readFileSync(path.join(folder, 'unpack/zst.txt')))).toBe(sha256(text));
    expect(leftIn(models, 'unpack-test').sort()).toEqual([
      '.verified.json',
      'unpack',
      'unpack/gz.txt',
      'unpack/zst.txt',
    ]);
  });

  it('leaves nothing behind when a download is cancelled', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const models = store([entry('cancel-test', [publish('cancel.bin', randomBytes(4000), {}, { holdBody: held })])]);
    const cancel = new AbortController();
    const installing = models.install('cancel-test', { signal: cancel.signal });
    await host.received(host.requests.length + 1);
    cancel.abort();
    await expect(installing).rejects.toMatchObject({ code: 'CANCELLED' });
    release();
    expect(existsSync(path.join(models.dir, 'cancel-test'))).toBe(false);
    expect(models.status('cancel-test').state).toBe('absent');
  });

  it('refuses before fetching anything an install that would pass the disk budget, or any download with policy off', async () => {
    const models = store([entry('budget-test', [publish('budget.bin', randomBytes(3000))])], { budgetBytes: 2000 });
    await expect(models.install('budget-test')).rejects.toMatchObject({ code: 'BUDGET_EXCEEDED' });
    const off = store([entry('off-test', [publish('off.bin', randomBytes(100))])], { policy: 'off' });
    await expect(off.install('off-test')).rejects.toMatchObject({ code: 'DOWNLOADS_OFF' });
    expect([...requestsFor('budget.bin'), ...requestsFor('off.bin')]).toEqual([]);
    expect(models.status('budget-test')).toMatchObject({ state: 'failed', errorCode: 'BUDGET_EXCEEDED' });
  });

  it('downloads once for many callers at once, and once for two stores sharing one directory', async () => {
    const body = randomBytes(50_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const catalog = [entry('once-test', [publish('once.bin', body, {}, { holdBody: held })])];
    const first = store(catalog);
    const second = store(catalog, { dir: first.dir });
    const before = host.requests.length;
    const installs = [first.install('once-test'), first.install('once-test'), second.install('once-test')];
    await host.received(before + 1);
    release();
    const folders = await Promise.all(installs);
    expect(new Set(folders)).toEqual(new Set([path.join(first.dir, 'once-test')]));
    expect(requestsFor('once.bin')).toHaveLength(1);
    expect(second.installedPath('once-test')).toBe(folders[0]);
  });

  it('uses files placed by hand with the network closed, hashing them once', async () => {
    const plain = randomBytes(6000);
    const text = Buffer.from('Ferdig. '.repeat(500));
    const gz = gzipSync(text);
    const catalog = [
      entry('placed-test', [publish('placed/plain.bin', plain), publish('placed/text.txt', gz, { unpack: 'gzip' })]),
    ];
    const offline = store(catalog, { mirror: 'http://127.0.0.1:9' });
    const folder = path.join(offline.dir, 'placed-test');
    mkdirSync(path.join(folder, 'placed'), { recursive: true });
    writeFileSync(path.join(folder, 'placed/plain.bin'), plain);
    writeFileSync(path.join(folder, 'placed/text.txt.gz'), gz);
    expect(offline.installedPath('placed-test')).toBeNull();
    await offline.install('placed-test');
    expect(sha256(readFileSync(path.join(folder, 'placed/text.txt')))).toBe(sha256(text));
    // Another start on the same directory trusts the marker: installed at once, nothing hashed or fetched.
    const restarted = store(catalog, { dir: offline.dir, mirror: 'http://127.0.0.1:9' });
    expect(restarted.installedPath('placed-test')).toBe(folder);
    expect(await restarted.verify()).toEqual([]);
    expect(requestsFor('placed/plain.bin')).toEqual([]);
  });

  it('checks a file without a pinned hash against the hash its host publishes (X-Linked-Etag)', async () => {
    const body = randomBytes(2000);
    const good = publish(
      'etag/good.bin',
      body,
      { sha256: null },
      { headers: { 'x-linked-etag': `"${sha256(body)}"` } },
    );
    const bad = publish(
      'etag/bad.bin',
      body,
      { sha256: null },
      { headers: { 'x-linked-etag': `"${sha256(randomBytes(4))}"` } },
    );
    const models = store([entry('etag-good', [good]), entry('etag-bad', [bad])]);
    await models.install('etag-good');
    expect(models.status('etag-good').verification).toBe('host');
    await expect(models.install('etag-bad')).rejects.toMatchObject({ code: 'HASH_MISMATCH' });
    expect(existsSync(path.join(models.dir, 'etag-bad'))).toBe(false);
  });

  it('takes an approximate file at the size its host states, resuming it, and refuses one beyond the tolerance', async () => {
    const body = randomBytes(200_000);
    // Published as "about 208 kB": 4 % off, within the ±10 %.
    const near = publish('approx/near.bin', body, { bytes: 208_000, approximate: true }, { cutAfter: 70_000 });
    const far = publish('approx/far.bin', randomBytes(120_000), { bytes: 100_000, approximate: true, sha256: null });
    const models = store([entry('approx-near', [near]), entry('approx-far', [far])]);
    const folder = await models.install('approx-near');
    expect(sha256(readFileSync(path.join(folder, 'approx/near.bin')))).toBe(sha256(body));
    const ranges = requestsFor('approx/near.bin').map((request) => request.range);
    expect(ranges).toHaveLength(2);
    expect(ranges[1]).toMatch(/^bytes=[1-9]\d*-$/);
    expect(models.status('approx-near')).toMatchObject({ state: 'installed', verification: 'sha256' });
    // Placed by hand with the network closed: its pinned SHA-256 says it is whole, whatever its exact size.
    const offline = store([entry('approx-near', [near])], { mirror: 'http://127.0.0.1:9' });
    mkdirSync(path.join(offline.dir, 'approx-near', 'approx'), { recursive: true });
    writeFileSync(path.join(offline.dir, 'approx-near', 'approx/near.bin'), body);
    await offline.install('approx-near');
    expect(offline.installedPath('approx-near')).not.toBeNull();

    await expect(models.install('approx-far')).rejects.toMatchObject({ code: 'SIZE_MISMATCH' });
    expect(models.status('approx-far')).toMatchObject({ state: 'failed', errorCode: 'SIZE_MISMATCH' });
    expect(leftIn(models, 'approx-far')).toEqual([]);
  });

  it('cuts an approximate file whose host streams without end, keeping nothing, and says it is unverified', async () => {
    const endless = publish(
      'approx/endless.bin',
      randomBytes(16_384),
      { bytes: 50_000, approximate: true, sha256: null },
      { endless: true },
    );
    const models = store([entry('approx-endless', [endless])]);
    expect(models.status('approx-endless').verification).toBe('none');
    await expect(models.install('approx-endless')).rejects.toMatchObject({ code: 'SIZE_MISMATCH' });
    expect(leftIn(models, 'approx-endless')).toEqual([]);
    expect(requestsFor('approx/endless.bin')).toHaveLength(1);
  });
});
