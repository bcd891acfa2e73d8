import type { DictionaryLimits } from '../../config';

/**
 * The defaults of DICTIONARY_MAX_*. The largest real entries stay well inside them: a kaikki.org line
 * is at most a few MB, a Vuizur StarDict archive unpacks to under 300 MB, the English kaikki.org dump
 * gives about 1.3 M entries.
 */
export const DEFAULT_DICTIONARY_LIMITS: DictionaryLimits = {
  maxEntryBytes: 16 * 1024 * 1024,
  maxTempBytes: 1024 * 1024 * 1024,
  maxEntriesPerSource: 4_000_000,
  maxLexiconEntries: 20_000_000,
};

export function dictionaryLimits(limits: Partial<DictionaryLimits> | undefined): DictionaryLimits {
  return { ...DEFAULT_DICTIONARY_LIMITS, ...limits };
}

/** Thrown when a file passes one of the limits: its import fails, the others go on. */
export class DictionaryLimitError extends Error {}

/** Throws once a source holds more entries than it may. */
export function assertWithinEntries(written: number, maxEntries: number): void {
  if (written > maxEntries) {
    throw new DictionaryLimitError(
      `the file holds more than ${maxEntries} entries (DICTIONARY_MAX_ENTRIES_PER_SOURCE, DICTIONARY_MAX_ENTRIES)`,
    );
  }
}
