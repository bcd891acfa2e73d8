import { createWriteStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';

/** One .idx entry: the word, NUL, its definition's 32-bit offset and size (both as the test claims). */
export function idxEntry(word: string, offset: number, size: number): Buffer {
  const numbers = Buffer.alloc(8);
  numbers.writeUInt32BE(offset, 0);
  numbers.writeUInt32BE(size, 4);
  return Buffer.concat([Buffer.from(`${word}\0`, 'utf8'), numbers]);
}

/** One .syn entry: a form, NUL, the number of the .idx entry it leads to. */
export function synEntry(word: string, entry: number): Buffer {
  const number = Buffer.alloc(4);
  number.writeUInt32BE(entry, 0);
  return Buffer.concat([Buffer.from(`${word}\0`, 'utf8'), number]);
}

/** A .tar.gz of these members, in a temporary folder (or at `file`). */
export async function tarGz(members: Record<string, string | Buffer>, file?: string): Promise<string> {
  const archive = tarPack();
  for (const [name, content] of Object.entries(members)) archive.entry({ name }, content);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  const target = file ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'tolk-stardict-fixture-')), 'x.tar.gz');
  await writeFile(target, await promisify(gzip)(Buffer.concat(chunks)));
  return target;
}

/**
 * Writes `parts` to a file, gzipped when its name ends in .gz, one part at a time: a part that is
 * a function yields its chunks, so a line of many megabytes is never one string in the test.
 */
export async function writeStreamed(file: string, parts: (string | (() => Iterable<string>))[]): Promise<void> {
  function* chunks(): Generator<string> {
    for (const part of parts) {
      if (typeof part === 'string') yield part;
      else yield* part();
    }
  }
  const source = Readable.from(chunks());
  if (file.endsWith('.gz')) await pipeline(source, createGzip({ level: 1 }), createWriteStream(file));
  else await pipeline(source, createWriteStream(file));
}

/** `count` copies of `text`, as chunks. */
export function repeated(text: string, count: number): () => Iterable<string> {
  return function* () {
    for (let i = 0; i < count; i += 1) yield text;
  };
}
