import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * The lines of a text file, read as a stream (a 400 MB file holds one chunk and one line in memory
 * at a time), decompressed on the way when its name ends in .gz. A truncated or corrupt gzip
 * stream rejects the iteration instead of ending it early, so a damaged file is reported.
 */
export async function* readTextLines(filePath: string, options: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
  const file = createReadStream(filePath, { signal: options.signal });
  let input: Readable = file;
  if (filePath.endsWith('.gz')) {
    const gunzip = createGunzip();
    // pipe() does not pass a read error on: destroying the decompressor with it makes readline's iteration throw.
    file.on('error', (error) => gunzip.destroy(error));
    input = file.pipe(gunzip);
  }
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
    input.destroy();
    file.destroy();
  }
}
