import type { CatalogEntry } from '../catalog-entry';

/** The chat resources Tolk can download (see models/README.md for how an entry is written). */
export const chatCatalog: readonly CatalogEntry[] = [];
