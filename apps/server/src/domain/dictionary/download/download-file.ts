import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface DownloadProgress {
  bytes: number;
  /** From Content-Length; null when the server does not say. */
  totalBytes: number | null;
}

export interface DownloadFileOptions {
  url: string;
  directory: string;
  fileName: string;
  /** Called as bytes arrive, at most every `progressIntervalMs`, and once at the end. */
  onProgress?: (progress: DownloadProgress) => void;
  progressIntervalMs?: number;
  signal?: AbortSignal;
}

/**
 * Streams a URL into `directory/fileName` through a temporary `.part` file renamed at the end, so
 * the importer never sees half a file (it skips names it does not recognise, and `.part` is one).
 * A failed or interrupted download removes its part file and throws.
 */
export async function downloadFile(options: DownloadFileOptions): Promise<DownloadProgress> {
  const target = path.join(options.directory, options.fileName);
  const part = `${target}.part`;
  const response = await fetch(options.url, { signal: options.signal, redirect: 'follow' });
  if (!response.ok || !response.body) {
    throw new Error(`${options.url} answered ${response.status} ${response.statusText}`.trim());
  }
  const length = Number(response.headers.get('content-length'));
  const progress: DownloadProgress = { bytes: 0, totalBytes: Number.isFinite(length) && length > 0 ? length : null };
  const interval = options.progressIntervalMs ?? 1000;
  let reportedAt = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      progress.bytes += chunk.length;
      const now = performance.now();
      if (now - reportedAt >= interval) {
        reportedAt = now;
        options.onProgress?.({ ...progress });
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counter, createWriteStream(part), {
      signal: options.signal,
    });
    if (progress.totalBytes !== null && progress.bytes !== progress.totalBytes) {
      throw new Error(`${options.url} ended after ${progress.bytes} of ${progress.totalBytes} bytes`);
    }
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  options.onProgress?.({ ...progress });
  return progress;
}
