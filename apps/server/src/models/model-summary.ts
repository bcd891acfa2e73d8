import type { ModelSummary } from '@tolk/contracts/models';
import type { CatalogEntry } from './catalog-entry';
import type { ModelStatus } from './model-store';

/** A catalog entry and its state as the API shows them. */
export function modelSummary(entry: CatalogEntry, status: ModelStatus): ModelSummary {
  return {
    id: entry.id,
    kind: entry.kind,
    languages: [...entry.languages],
    title: entry.title,
    bytes: status.totalBytes,
    licence: entry.licence,
    attribution: entry.attribution,
    homepage: entry.homepage,
    memoryBytes: entry.memoryBytes ?? null,
    recommended: entry.recommended ?? false,
    state: status.state,
    receivedBytes: status.receivedBytes,
    error: status.error,
    errorCode: status.errorCode,
    verification: status.verification,
  };
}
