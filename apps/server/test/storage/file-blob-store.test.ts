import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from '../../src/storage/file-blob-store';

const root = mkdtempSync(path.join(os.tmpdir(), 'tolk-file-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('file blob store', () => {
  it('takes many saves of one key at the same moment, keeping one whole copy and no temporary files', async () => {
    const store = createFileBlobStore(root);
    const copies = Array.from({ length: 40 }, (_, i) => new Uint8Array(4096).fill(i));
    // A clip many learners ask for at once is cached under one key by every request (found by
    // bench/learners.bench.ts: two writes in one millisecond shared a temporary name → 500).
    await Promise.all(copies.map((bytes) => store.put('speech-cache/ab/clip.bin', bytes)));
    const stored = await store.get('speech-cache/ab/clip.bin');
    expect(stored).toHaveLength(4096);
    expect(copies.some((bytes) => Buffer.from(bytes).equals(Buffer.from(stored as Uint8Array)))).toBe(true);
    expect(readdirSync(path.join(root, 'speech-cache/ab'))).toEqual(['clip.bin']);
  });
});
