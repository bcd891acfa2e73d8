import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** The SHA-256 of a file's content, read as a stream: a file is imported once per content. */
export async function fileContentHash(filePath: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash, { signal });
  return hash.digest('hex');
}
