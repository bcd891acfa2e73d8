import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Decompress } from 'fzstd';
import { ModelStoreError } from './model-store-error';

/**
 * Decompresses a verified file into `to` (a temporary name the caller renames), refusing to write more
 * than `maxBytes`, and answers the SHA-256 and size of what it wrote (the installed file's marker).
 * zstd goes through fzstd: Node 20's zlib has none.
 */
export async function unpackFile(options: {
  from: string;
  to: string;
  format: 'gzip' | 'zstd';
  maxBytes: number;
  signal: AbortSignal;
}): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        done(new ModelStoreError('BUDGET_EXCEEDED', 'Unpacked, the file would pass the disk budget (MODELS_MAX_GB).'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const decompress = options.format === 'gzip' ? createGunzip() : zstdStream();
  try {
    await pipeline(createReadStream(options.from), decompress, count, createWriteStream(options.to), {
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof ModelStoreError || options.signal.aborted) throw error;
    throw new ModelStoreError('UNPACK_FAILED', `${options.from}: ${error instanceof Error ? error.message : error}`);
  }
  return { sha256: hash.digest('hex'), size };
}

function zstdStream(): Transform {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        decoder.push(new Uint8Array(0), true);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  const decoder = new Decompress((data) => {
    stream.push(Buffer.from(data));
  });
  return stream;
}
