import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogEntry } from '../../apps/server/src/models/catalog-entry';
import { startFakeModelHost } from '../../apps/server/test/support/fakes/fake-model-host';
import { E2E_MODELS, E2E_MODELS_MIRROR_URL, E2E_MODELS_RELEASE_PATH } from './constants';

/** Half of the held file is sent at once; the rest waits for a GET to E2E_MODELS_RELEASE_PATH. */
const HELD_BYTES = 2 * 1024 * 1024;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function entry(id: string, title: string, url: string, bytes: number, hash: string): CatalogEntry {
  return {
    id,
    kind: 'dictionary',
    languages: ['no'],
    title,
    files: [{ path: 'words.txt', url, bytes, sha256: hash }],
    licence: { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    attribution: 'Tolk e2e fixture',
    homepage: 'https://example.test/tolk-e2e',
  };
}

/**
 * The stand-in for every public model host (MODELS_MIRROR) and a MODELS_CATALOG file of test entries, written
 * to `catalogFile`: a Norwegian word list whose download stops midway until a test releases it, and one whose
 * published hash is not that of its bytes. Answers with the server's environment.
 */
export async function startModelMirror(catalogFile: string) {
  const words = new TextEncoder()
    .encode('hus\nbok\nvindu\n'.repeat(Math.ceil(HELD_BYTES / 14)))
    .subarray(0, HELD_BYTES);
  let release = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const host = await startFakeModelHost({
    port: Number(new URL(E2E_MODELS_MIRROR_URL).port),
    control: {
      [E2E_MODELS_RELEASE_PATH]: () => {
        release();
        // The next download (a retry) is held again.
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    },
  });
  host.files.set('/models.tolk-e2e.example/held/words.txt', {
    body: words,
    holdAfter: HELD_BYTES / 2,
    get holdBody() {
      return held;
    },
  });
  host.files.set('/models.tolk-e2e.example/tampered/words.txt', { body: words.subarray(0, 4096) });
  const catalog = [
    entry(
      E2E_MODELS.held.id,
      E2E_MODELS.held.title,
      'https://models.tolk-e2e.example/held/words.txt',
      words.byteLength,
      sha256(words),
    ),
    entry(
      E2E_MODELS.tampered.id,
      E2E_MODELS.tampered.title,
      'https://models.tolk-e2e.example/tampered/words.txt',
      4096,
      // The hash of other bytes: the store must refuse what the mirror serves.
      sha256(new TextEncoder().encode('not these bytes')),
    ),
  ];
  mkdirSync(path.dirname(catalogFile), { recursive: true });
  writeFileSync(catalogFile, JSON.stringify(catalog, null, 2));
  return { close: () => host.close(), env: { MODELS_MIRROR: E2E_MODELS_MIRROR_URL, MODELS_CATALOG: catalogFile } };
}
