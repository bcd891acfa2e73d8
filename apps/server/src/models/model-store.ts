import type { ModelsPolicy, ModelState } from '@tolk/contracts/models';
import type { CatalogEntry } from './catalog-entry';

export interface ModelStatus {
  state: ModelState;
  /** Bytes received so far of the entry's whole download (all files), and the total. */
  receivedBytes: number;
  totalBytes: number;
  error: string | null;
}

/**
 * The one place that downloads and keeps model and dictionary files (createModelStore implements it).
 * Files live in MODELS_DIR/<entry id>/<file path>; a file placed there by hand is used without any
 * network once its size and SHA-256 match the catalog.
 */
export interface ModelStore {
  readonly catalog: readonly CatalogEntry[];
  readonly policy: ModelsPolicy;
  entry(id: string): CatalogEntry | undefined;
  /** The entry's folder when every file is installed and verified, else null. Cheap: no hashing on the hot path. */
  installedPath(id: string): string | null;
  /**
   * Installs the entry (downloads what is missing, verifies, unpacks, renames atomically) and resolves
   * with its folder. Joins a download already running here or, through a lock file, in another instance.
   */
  install(id: string, options?: { signal?: AbortSignal }): Promise<string>;
  status(id: string): ModelStatus;
  /** Deletes the entry's files (a running download is cancelled first). */
  remove(id: string): Promise<void>;
  /** Calls back on every state or progress change (throttled), for the admin page and learners waiting. */
  onChange(listener: (id: string, status: ModelStatus) => void): () => void;
}
