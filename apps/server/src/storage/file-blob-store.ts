import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type BlobStore } from './blob-store';

/**
 * Blobs as files under one directory. Writes go to a temporary name first and are renamed,
 * so a crash never leaves half a file under a real key.
 */
export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Unique per write: two saves of one key in the same millisecond (a clip many learners ask
      // for at once) must not share a temporary file, or the second rename finds it gone.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(fileOf(prefix.replace(/\/+$/, '')), { force: true, recursive: true });
    },
  };
}
