/** Immutable bytes under a key: cached speech today, phrase audio and tracks later. */
export interface BlobStore {
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `prefix/` (all of one user's files, say). */
  deleteFolder(prefix: string): Promise<void>;
}
