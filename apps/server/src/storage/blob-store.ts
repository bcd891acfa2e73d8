import { AppError } from '../errors/app-error';

/** Immutable bytes under a key: cached speech, phrase audio and track MP3s. */
export interface BlobStore {
  /** The bytes under `key`, or undefined when nothing is stored there. */
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes the blob under `key`; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `prefix/` (all of one user's files, say). */
  deleteFolder(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys are made by the server, never by users; anything else is a bug, refused before any I/O. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
}

export type BlobStoreFailure =
  | 'unreachable' // connection refused, DNS, reset
  | 'timeout' // no complete answer within the time limit
  | 'rejected' // the store answered 4xx: bad credentials or signature, no such bucket, access denied
  | 'store-error'; // the store answered 5xx or something unreadable

/**
 * A remote blob store failed. The user sees only a plain INTERNAL error; `detail` (operation,
 * key, status, the store's own error code) goes to the log.
 */
export class BlobStoreError extends AppError {
  constructor(
    readonly failure: BlobStoreFailure,
    detail: string,
    readonly httpStatus?: number,
  ) {
    super('INTERNAL', 'Audio storage is not available right now. Please try again later.', { detail });
    this.name = 'BlobStoreError';
  }
}
