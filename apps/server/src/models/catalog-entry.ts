import type { LanguageCode } from '@tolk/contracts/languages';
import type { ModelKind, ModelLicence } from '@tolk/contracts/models';

/** One file of a catalog entry, as its public host publishes it. */
export interface CatalogFile {
  /** Where it is kept inside the entry's folder (MODELS_DIR/<entry id>/<path>), after unpacking. */
  path: string;
  /** Its public URL (https://HOST/PATH); with MODELS_MIRROR it is fetched from MODELS_MIRROR/HOST/PATH. */
  url: string;
  /** Size of the bytes at `url` as published (progress and the disk budget). */
  bytes: number;
  /**
   * SHA-256 of the bytes at `url`, checked before the file is used. null only where no fixed hash can
   * be pinned: the store then checks the hash the host publishes with the file (Hugging Face's
   * `X-Linked-Etag` at a revision-pinned URL) and shows the entry as unpinned; a file whose host
   * publishes none is shown as unverified.
   */
  sha256: string | null;
  /** The published file is compressed: it is verified as published, then unpacked to `path`. */
  unpack?: 'zstd' | 'gzip';
}

/** One installable resource: a model for a capability and its languages, or a language's dictionary files. */
export interface CatalogEntry {
  /** Stable, URL-safe: `<kind>-<name>`, e.g. `speech-recognition-whisper-base`. */
  id: string;
  kind: ModelKind;
  languages: readonly LanguageCode[];
  title: string;
  files: readonly CatalogFile[];
  licence: ModelLicence;
  /** The credit its licence asks for, shown beside it. */
  attribution: string;
  homepage: string;
  memoryBytes?: number;
  /** The one the server picks for its kind and languages when several could serve. */
  recommended?: boolean;
}
