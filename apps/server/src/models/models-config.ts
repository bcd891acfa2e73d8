import type { ModelsPolicy } from '@tolk/contracts/models';
import type { CatalogEntry } from './catalog-entry';

/** The model store's settings (MODELS_DIR, MODELS_MIRROR, MODELS_MAX_GB, MODELS_POLICY, MODELS_CATALOG). */
export interface ModelsConfig {
  /** Where installed files live: `<dir>/<entry id>/<file path>` (MODELS_DIR, default DATA_DIR/models). */
  dir: string;
  /** Base URL replacing every public host (MODELS_MIRROR), or null. */
  mirror: string | null;
  /** The most bytes MODELS_DIR may hold; an install that would pass it is refused before it starts. */
  budgetBytes: number;
  policy: ModelsPolicy;
  /** The operator's own entries (MODELS_CATALOG), added to the built-in catalog. */
  extraCatalog: readonly CatalogEntry[];
}
