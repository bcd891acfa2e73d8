import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runModelsCli } from '../../src/cli/models-cli';
import type { CatalogEntry } from '../../src/models/catalog-entry';
import { createModelStore } from '../../src/models/create-model-store';
import type { ModelStore } from '../../src/models/model-store';
import { type FakeModelHost, startFakeModelHost } from '../support/fakes/fake-model-host';

let host: FakeModelHost;
let store: ModelStore;

function entry(id: string, languages: CatalogEntry['languages'], recommended?: boolean): CatalogEntry {
  const body = randomBytes(3000);
  host.files.set(`/models.example/${id}.bin`, { body });
  return {
    id,
    kind: 'speech-recognition',
    languages,
    title: id,
    files: [
      {
        path: 'model.bin',
        url: `https://models.example/${id}.bin`,
        bytes: body.byteLength,
        sha256: createHash('sha256').update(body).digest('hex'),
      },
    ],
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    attribution: 'Tolk tests',
    homepage: 'https://example.test',
    recommended,
  };
}

beforeAll(async () => {
  host = await startFakeModelHost();
  store = createModelStore({
    dir: mkdtempSync(path.join(os.tmpdir(), 'tolk-models-cli-')),
    mirror: host.url,
    budgetBytes: 1e9,
    policy: 'admin',
    catalog: [entry('cli-small', ['no', 'ru'], true), entry('cli-large', ['no', 'ru']), entry('cli-other', ['ja'])],
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await store.close();
  await host.close();
});

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runModelsCli(argv, { store, builtIn: store.catalog, print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('npm run models', () => {
  it('installs the recommended entry of a language, lists, verifies, and removes', async () => {
    const installed = await run('install', '--language', 'no');
    expect(installed).toMatchObject({ code: 0 });
    expect(installed.output).toContain('cli-small: installed in');
    expect(store.installedPath('cli-large')).toBeNull();
    expect((await run('list')).output).toMatch(
      /cli-small {2}installed {2}0\.0 MB {2}speech-recognition {2}no, ru {2}SHA-256 pinned/,
    );
    expect(await run('verify')).toMatchObject({ code: 0 });

    appendFileSync(path.join(store.dir, 'cli-small', 'model.bin'), 'tampered');
    expect(await run('verify')).toMatchObject({ code: 1 });
    expect(store.installedPath('cli-small')).toBeNull();

    expect(await run('remove', 'cli-small')).toMatchObject({ code: 0 });
    expect(store.status('cli-small').state).toBe('absent');
    expect(await run('install', 'no-such-entry')).toMatchObject({ code: 2 });
  });

  it('prints the README table with each entry’s host, size and licence', async () => {
    const { output } = await run('table');
    expect(output).toContain(
      '| `cli-other` | speech-recognition | ja | models.example | 0.0 MB | [MIT](https://opensource.org/license/mit) |',
    );
  });
});
