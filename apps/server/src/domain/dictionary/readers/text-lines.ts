import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { splitLines } from './split-lines';

export interface ReadTextLinesOptions {
  signal?: AbortSignal;
  /**
   * The longest line kept, in characters: a longer one is dropped without being held whole (a line
   * past about 512 Mi characters cannot even be a string). One that came whole in a chunk is given
   * as an empty line, so the lines after it keep their numbers.
   */
  maxLineChars: number;
}

/**
 * The lines of a text file, read as a stream (a 400 MB file holds one chunk and one line in memory
 * at a time), decompressed on the way when its name ends in .gz. A truncated or corrupt gzip
 * stream rejects the iteration instead of ending it early, so a damaged file is reported; no error
 * of the file's streams escapes the iteration.
 */
export async function* readTextLines(filePath: string, options: ReadTextLinesOptions): AsyncGenerator<string> {
  const max = options.maxLineChars;
  const lines = splitLines(max);
  const streams: Readable[] = [createReadStream(filePath, { signal: options.signal })];
  if (filePath.endsWith('.gz')) streams.push(createGunzip());
  // A failure of any stream destroys the last one with it, so the loop below throws it.
  pipeline([...streams, lines]).catch(() => {});
  try {
    for await (const line of lines as AsyncIterable<string>) {
      // split2 hands on a long line that came in one chunk, or ended the file.
      yield line.length <= max ? line : '';
    }
  } finally {
    lines.destroy();
  }
}
