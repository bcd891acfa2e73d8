import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';

/**
 * The largest .idx or .syn held in memory (each). The Vuizur archives' largest is the Arabic .syn,
 * 18 MB (710,000 forms); a dictionary past this is refused rather than allowed to fill the memory.
 */
export const MAX_STARDICT_INDEX_BYTES = 256 * 1024 * 1024;
const MAX_IFO_BYTES = 64 * 1024;

/** The parts of a StarDict dictionary, unpacked from its archive. */
export interface StarDictFiles {
  ifo: string;
  idx: Buffer;
  /** The forms (synonyms) file, when the dictionary has one. */
  syn: Buffer | null;
  /** The definitions, uncompressed, in a file of the temporary folder: read by offset, never whole. */
  dictPath: string;
}

/**
 * Unpacks a `.tar.gz` holding one StarDict dictionary in one streaming pass: the .ifo, .idx and .syn
 * into memory (bounded above), the .dict.dz (dictzip is gzip with an index of chunks that a straight
 * gunzip ignores) or .dict onto disk under `folder`, since it is the largest part: at most
 * `maxDictBytes` of it, however much a small archive expands (a gzip bomb fails there).
 */
export async function unpackStarDict(
  tarGzPath: string,
  folder: string,
  options: { maxDictBytes: number },
): Promise<StarDictFiles> {
  let ifo: string | undefined;
  let idx: Buffer | undefined;
  let syn: Buffer | null = null;
  let dictPath: string | undefined;
  const extract = tarExtract();
  const reading = pipeline(createReadStream(tarGzPath), createGunzip(), extract);
  // Consumed below; an error of the archive's stream also surfaces through the entries' loop.
  reading.catch(() => {});
  for await (const entry of extract) {
    const name = entry.header.name;
    const file = entry.header.type === 'file' || entry.header.type === 'contiguous-file';
    if (file && name.endsWith('.ifo')) {
      if (ifo !== undefined) throw new Error('the archive holds more than one StarDict dictionary');
      ifo = (await readAll(bytesOf(entry), MAX_IFO_BYTES, name)).toString('utf8');
    } else if (file && name.endsWith('.idx')) {
      idx = await readAll(bytesOf(entry), MAX_STARDICT_INDEX_BYTES, name);
    } else if (file && name.endsWith('.idx.gz')) {
      const unzip = createGunzip();
      const feeding = pipeline(bytesOf(entry), unzip);
      feeding.catch(() => {});
      idx = await readAll(bytesOf(unzip), MAX_STARDICT_INDEX_BYTES, name);
      await feeding;
    } else if (file && name.endsWith('.syn')) {
      syn = await readAll(bytesOf(entry), MAX_STARDICT_INDEX_BYTES, name);
    } else if (file && (name.endsWith('.dict.dz') || name.endsWith('.dict'))) {
      dictPath = join(folder, 'dictionary.dict');
      const limit = limitBytes(options.maxDictBytes, name);
      if (name.endsWith('.dz')) await pipeline(bytesOf(entry), createGunzip(), limit, createWriteStream(dictPath));
      else await pipeline(bytesOf(entry), limit, createWriteStream(dictPath));
    } else {
      for await (const _ of entry) {
        // Another member (a README, a picture): read past it.
      }
    }
  }
  await reading;
  if (ifo === undefined) throw new Error('not a StarDict archive: no .ifo file');
  if (!idx) throw new Error('not a StarDict archive: no .idx file');
  if (!dictPath) throw new Error('not a StarDict archive: no .dict or .dict.dz file');
  return { ifo, idx, syn, dictPath };
}

async function readAll(stream: AsyncIterable<Buffer>, limit: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > limit) throw new Error(`${name} is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function limitBytes(limit: number, name: string) {
  return async function* (source: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
    let total = 0;
    for await (const chunk of bytesOf(source)) {
      total += chunk.length;
      if (total > limit) throw new Error(`${name} is larger than ${limit} bytes uncompressed`);
      yield chunk;
    }
  };
}

/** A stream's chunks as the Buffers they are (tar-stream's and zlib's types leave them unknown). */
async function* bytesOf(stream: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new Error('expected bytes from the archive');
    yield chunk;
  }
}
