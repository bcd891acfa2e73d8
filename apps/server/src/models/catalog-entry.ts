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
   * `bytes` is a rounded or estimated figure (a host page's "288 MB", a dump regenerated weekly): the
   * exact size is the one the host states when it serves the file, refused when it strays more than
   * ±10 % (APPROXIMATE_TOLERANCE) from `bytes`; a stream running past that is cut. Left out: exact.
   */
  approximate?: boolean;
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
