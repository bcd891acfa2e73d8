import type { CatalogEntry } from '../catalog-entry';

/** The dictionary resources Tolk can download (see models/README.md for how an entry is written). */
export const dictionaryCatalog: readonly CatalogEntry[] = [];
