import type { CatalogEntry } from '../catalog-entry';

/** The speech-recognition resources Tolk can download (see models/README.md for how an entry is written). */
export const speechRecognitionCatalog: readonly CatalogEntry[] = [];
