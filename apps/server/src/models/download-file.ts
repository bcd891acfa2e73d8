import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { ModelStoreError } from './model-store-error';

export interface DownloadedFile {
  /** SHA-256 of the whole file in the .part, the bytes already there before a resume included. */
  sha256: string;
  /** The SHA-256 its host published with it (Hugging Face's X-Linked-Etag), when it did. */
  hostSha256: string | null;
  /** Its size: the published one, or for an approximate file the one its host stated (or streamed). */
  bytes: number;
}

/** How far an approximate file's real size may stray from its published (rounded) figure, either way. */
export const APPROXIMATE_TOLERANCE = 0.1;

/** The sizes a file may have: exactly `bytes`, or within APPROXIMATE_TOLERANCE of it when approximate. */
export function sizeBounds(bytes: number, approximate = false): { min: number; max: number } {
  if (!approximate) return { min: bytes, max: bytes };
  return { min: Math.ceil(bytes * (1 - APPROXIMATE_TOLERANCE)), max: Math.floor(bytes * (1 + APPROXIMATE_TOLERANCE)) };
}

export interface DownloadOptions {
  url: string;
  partPath: string;
  /** The published size: the download stops there, and a file ending sooner or running longer is refused. */
  bytes: number;
  /**
   * `bytes` is a rounded figure: the exact size is the one the host states (a 200's X-Linked-Size or
   * Content-Length, a 206's Content-Range total), refused beyond APPROXIMATE_TOLERANCE; a host stating
   * none is read to its end, and cut past the tolerance.
   */
  approximate?: boolean;
  /** The pinned SHA-256, when there is one: an approximate file's .part already complete is then used as it is. */
  sha256?: string | null;
  signal: AbortSignal;
  /** Bytes in the .part so far (called for every chunk; the store throttles what it reports). */
  onBytes: (received: number) => void;
  /** How many times a connection that broke midway is resumed with a Range request before giving up. */
  retries: number;
  /** A connection that sends nothing for this long counts as broken. */
  idleTimeoutMs: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Streams one published file into its .part, resuming where a .part left by an earlier process (or a
 * connection broken midway) ends: the bytes already there are hashed first, then a Range request asks
 * for the rest. A host that ignores Range (200) starts the file over. Nothing is renamed here.
 */
export async function downloadToPart(options: DownloadOptions): Promise<DownloadedFile> {
  const { partPath, bytes, signal } = options;
  const bounds = sizeBounds(bytes, options.approximate);
  let hash = createHash('sha256');
  let received = await hashExisting(partPath, hash, bounds.max);
  if (received === 0) hash = createHash('sha256');
  // The exact size: known from the catalog, or for an approximate file from the host's answer.
  let expected: number | null = options.approximate ? null : bytes;
  if (expected === null && options.sha256 && received >= bounds.min) {
    // A file placed by hand (or a finished .part) that is the pinned one needs no network.
    if (hash.copy().digest('hex') === options.sha256.toLowerCase()) expected = received;
  }
  let hostSha256: string | null = null;
  let failures = 0;
  while (expected === null || received < expected) {
    signal.throwIfAborted();
    try {
      const { response, linkedSha256, linkedSize } = await requestFrom(
        options.url,
        received,
        signal,
        options.idleTimeoutMs,
      );
      hostSha256 ??= linkedSha256;
      if (response.status === 200 && received > 0) {
        // The host ignored the Range: what comes is the whole file again.
        received = 0;
        hash = createHash('sha256');
        await rm(partPath, { force: true });
      } else if (response.status === 206) {
        const start = /^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1];
        if (Number(start) !== received) {
          await response.body?.cancel();
          throw new ModelStoreError('DOWNLOAD_FAILED', `${options.url}: the host resumed at the wrong byte`);
        }
      } else if (!response.ok) {
        await response.body?.cancel();
        const error = new ModelStoreError('DOWNLOAD_FAILED', `${options.url}: the host answered ${response.status}`);
        // A 5xx may pass; a 4xx will not.
        if (response.status < 500) throw error;
        throw Object.assign(error, { retryable: true });
      }
      if (options.approximate) {
        const stated = statedSize(response, linkedSize);
        if (stated !== null && (stated < bounds.min || stated > bounds.max)) {
          await response.body?.cancel();
          throw new ModelStoreError(
            'SIZE_MISMATCH',
            `${options.url}: ${stated} bytes, more than ${APPROXIMATE_TOLERANCE * 100} % from the ${bytes} published`,
          );
        }
        expected = stated ?? expected;
      }
      received = await appendBody(response, { ...options, hash, from: received, limit: expected ?? bounds.max });
      // A host that stated no size has ended the file here (a broken connection throws instead).
      if (expected === null) {
        if (received < bounds.min) {
          throw new ModelStoreError(
            'SIZE_MISMATCH',
            `${options.url}: ${received} bytes where about ${bytes} were published`,
          );
        }
        expected = received;
      }
      if (received < expected) {
        throw new ModelStoreError(
          'SIZE_MISMATCH',
          `${options.url}: ${received} bytes where ${expected} were published`,
        );
      }
    } catch (error) {
      if (signal.aborted) throw error;
      const retryable = !(error instanceof ModelStoreError) || (error as { retryable?: boolean }).retryable;
      failures += 1;
      if (!retryable || failures > options.retries) {
        throw error instanceof ModelStoreError ? error : new ModelStoreError('DOWNLOAD_FAILED', describe(error));
      }
      hash = createHash('sha256');
      received = await hashExisting(partPath, hash, bounds.max);
    }
  }
  return { sha256: hash.digest('hex'), hostSha256, bytes: received };
}

/**
 * The whole file's size as the answer states it: a 206's Content-Range total, else a 200's
 * X-Linked-Size (Hugging Face, on the redirect to its CDN) or Content-Length.
 */
function statedSize(response: Response, linkedSize: number | null): number | null {
  const header = (name: string) => response.headers.get(name);
  const total =
    response.status === 206
      ? /\/(\d+)$/.exec(header('content-range') ?? '')?.[1]
      : (linkedSize ?? header('content-length') ?? undefined);
  const size = Number(total);
  return total !== undefined && Number.isSafeInteger(size) && size > 0 ? size : null;
}

/** Feeds the .part's bytes to the hash and says how many there are; a .part longer than the file is dropped. */
async function hashExisting(partPath: string, hash: Hash, bytes: number): Promise<number> {
  const size = (await stat(partPath).catch(() => null))?.size ?? 0;
  if (size === 0) return 0;
  if (size > bytes) {
    await rm(partPath, { force: true });
    return 0;
  }
  for await (const chunk of createReadStream(partPath)) hash.update(chunk as Buffer);
  return size;
}

async function requestFrom(
  url: string,
  from: number,
  signal: AbortSignal,
  idleTimeoutMs: number,
): Promise<{ response: Response; linkedSha256: string | null; linkedSize: number | null }> {
  let current = url;
  let linkedSha256: string | null = null;
  let linkedSize: number | null = null;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    // A host that sends no answer in time counts as broken; once it answers, the body has its own idle timer.
    const silent = new AbortController();
    const timer = setTimeout(() => silent.abort(new Error('no answer in time')), idleTimeoutMs);
    const response = await fetch(current, {
      headers: from > 0 ? { range: `bytes=${from}-` } : {},
      redirect: 'manual',
      signal: AbortSignal.any([signal, silent.signal]),
    }).finally(() => clearTimeout(timer));
    linkedSha256 ??= sha256FromEtag(response.headers.get('x-linked-etag'));
    linkedSize ??= Number(response.headers.get('x-linked-size')) || null;
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location) return { response, linkedSha256, linkedSize };
    await response.body?.cancel();
    current = new URL(location, current).href;
  }
  throw new ModelStoreError('DOWNLOAD_FAILED', `${url}: too many redirects`);
}

/** `"<64 hex>"` (possibly weak, W/"…"): the SHA-256 a Hugging Face LFS file is published with. */
export function sha256FromEtag(value: string | null): string | null {
  const hex = value?.replace(/^W\//, '').replaceAll('"', '').trim().toLowerCase();
  return hex && /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

async function appendBody(
  response: Response,
  options: DownloadOptions & { hash: Hash; from: number; limit: number },
): Promise<number> {
  const { limit, hash, idleTimeoutMs } = options;
  let received = options.from;
  const file = await open(options.partPath, 'a');
  const reader = response.body?.getReader();
  try {
    if (!reader) return received;
    for (;;) {
      const idle = setTimeout(() => void reader.cancel(new Error('no bytes for too long')), idleTimeoutMs);
      const { done, value } = await reader.read().finally(() => clearTimeout(idle));
      if (done) break;
      if (received + value.byteLength > limit) {
        // Cut here: a host cannot fill the disk past the published size (or its tolerance).
        throw new ModelStoreError('SIZE_MISMATCH', `${options.url}: more bytes than the ${limit} allowed`);
      }
      await file.write(value);
      hash.update(value);
      received += value.byteLength;
      options.onBytes(received);
    }
    return received;
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    throw error;
  } finally {
    await file.close();
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const message = error instanceof Error ? error.message : String(error);
  return cause?.code ? `${message} (${cause.code})` : message;
}
