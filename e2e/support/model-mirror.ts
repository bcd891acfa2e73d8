import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogEntry } from '../../apps/server/src/models/catalog-entry';
import {
  type FakeModelHost,
  type HostedFile,
  startFakeModelHost,
} from '../../apps/server/test/support/fakes/fake-model-host';
import { writeTinyTranslationModel } from '../../apps/server/test/support/tiny-translation-model';
import {
  E2E_MODELS,
  E2E_MODELS_MIRROR_URL,
  E2E_MODELS_RELEASE_PATH,
  E2E_TRANSLATION_RELEASE_PATH,
  E2E_TRANSLATION_WORDS,
} from './constants';

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

/** A download held midway until `release()`; the next one (a retry) is held again. */
function gate() {
  let release = () => {};
  let held = Promise.resolve();
  const arm = () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  arm();
  return {
    get held() {
      return held;
    },
    release() {
      release();
      arm();
    },
  };
}

/**
 * A tiny real translation model (Finnish → Turkish by a word table) published file by file; its last and
 * largest file stops at half until `held` resolves, so a learner sees it being prepared.
 */
async function publishTinyTranslation(host: FakeModelHost, folder: string, held: { held: Promise<void> }) {
  await writeTinyTranslationModel(folder, { kind: 'marian', words: E2E_TRANSLATION_WORDS });
  const paths = [
    'config.json',
    'generation_config.json',
    'tokenizer_config.json',
    'tokenizer.json',
    'onnx/encoder_model_quantized.onnx',
    'onnx/decoder_model_merged_quantized.onnx',
  ];
  const files = paths.map((file, i) => {
    const body = new Uint8Array(readFileSync(path.join(folder, file)));
    const url = `https://models.tolk-e2e.example/translation-fi-tr/${file}`;
    const hosted: HostedFile =
      i === paths.length - 1
        ? {
            body,
            holdAfter: Math.floor(body.byteLength / 2),
            get holdBody() {
              return held.held;
            },
          }
        : { body };
    host.files.set(`/models.tolk-e2e.example/translation-fi-tr/${file}`, hosted);
    return { path: file, url, bytes: body.byteLength, sha256: sha256(body) };
  });
  const entry: CatalogEntry = {
    id: E2E_MODELS.translation.id,
    kind: 'translation',
    languages: ['fi', 'tr'],
    title: E2E_MODELS.translation.title,
    files,
    licence: { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    attribution: 'Tolk e2e fixture',
    homepage: 'https://example.test/tolk-e2e',
  };
  return entry;
}

/**
 * The stand-in for every public model host (MODELS_MIRROR) and a MODELS_CATALOG file of test entries, written
 * to `catalogFile`: a Norwegian word list whose download stops midway until a test releases it, one whose
 * published hash is not that of its bytes, and a tiny Finnish → Turkish translation model held midway the same
 * way (released by its own path). Answers with the server's environment.
 */
export async function startModelMirror(catalogFile: string) {
  const words = new TextEncoder()
    .encode('hus\nbok\nvindu\n'.repeat(Math.ceil(HELD_BYTES / 14)))
    .subarray(0, HELD_BYTES);
  const dictionary = gate();
  const translation = gate();
  const host = await startFakeModelHost({
    port: Number(new URL(E2E_MODELS_MIRROR_URL).port),
    control: {
      [E2E_MODELS_RELEASE_PATH]: () => dictionary.release(),
      [E2E_TRANSLATION_RELEASE_PATH]: () => translation.release(),
    },
  });
  host.files.set('/models.tolk-e2e.example/held/words.txt', {
    body: words,
    holdAfter: HELD_BYTES / 2,
    get holdBody() {
      return dictionary.held;
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
    await publishTinyTranslation(host, path.join(path.dirname(catalogFile), 'tiny-translation-fi-tr'), translation),
  ];
  mkdirSync(path.dirname(catalogFile), { recursive: true });
  writeFileSync(catalogFile, JSON.stringify(catalog, null, 2));
  return { close: () => host.close(), env: { MODELS_MIRROR: E2E_MODELS_MIRROR_URL, MODELS_CATALOG: catalogFile } };
}
