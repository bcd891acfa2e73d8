import type { LanguageCode } from '@tolk/contracts/languages';
import type { ModelKind, ModelLicence } from '@tolk/contracts/models';

/** One file of a catalog entry, as its public host publishes it. */
export interface CatalogFile {
  /** Where it is kept inside the entry's folder (MODELS_DIR/<entry id>/<path>), after unpacking. */
  path: string;
  /** Its public URL (https://HOST/PATH); with MODELS_MIRROR it is fetched from MODELS_MIRROR/HOST/PATH. */
  url: string;
  /** Size and SHA-256 of the bytes at `url`, checked before the file is used. */
  bytes: number;
  sha256: string;
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
