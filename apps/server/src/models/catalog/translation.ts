import type { CatalogEntry } from '../catalog-entry';

/** The translation resources Tolk can download (see models/README.md for how an entry is written). */
export const translationCatalog: readonly CatalogEntry[] = [];
