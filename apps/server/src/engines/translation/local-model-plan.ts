import type { LanguageCode } from '@tolk/contracts/languages';
import type { CatalogEntry } from '../../models/catalog-entry';

/** One model call of a local translation: a model, and the direction it is asked for. */
export interface LocalLeg {
  entry: CatalogEntry;
  from: LanguageCode;
  to: LanguageCode;
}

const PIVOT: LanguageCode = 'en';

/**
 * A translation catalog entry with two languages translates its first into its second (OPUS-MT, one
 * direction per model); one with more languages translates between any two of them (M2M100).
 */
export function isMultilingual(entry: CatalogEntry): boolean {
  return entry.languages.length > 2;
}

/**
 * The code a multilingual model's tokenizer uses for our language (M2M100 writes `__no__` for
 * Norwegian Bokmål and `__zh__` for Simplified Chinese: the same two letters as ours for all 20).
 */
export function modelLanguageCode(code: LanguageCode): string {
  return code;
}

function servesDirectly(entry: CatalogEntry, from: LanguageCode, to: LanguageCode): boolean {
  if (entry.kind !== 'translation') return false;
  if (isMultilingual(entry)) return entry.languages.includes(from) && entry.languages.includes(to);
  return entry.languages[0] === from && entry.languages[1] === to;
}

/**
 * Every way the catalog's models could translate from → to, best first: a one-direction model for the
 * pair, then two one-direction models through English (both must be there), then a multilingual model.
 * One-direction models are smaller and score higher on FLORES (decision 034); M2M100 covers the rest.
 */
export function localPlans(catalog: readonly CatalogEntry[], from: LanguageCode, to: LanguageCode): LocalLeg[][] {
  const oneWay = catalog.filter((entry) => !isMultilingual(entry));
  const direct = oneWay.filter((entry) => servesDirectly(entry, from, to)).map((entry) => [{ entry, from, to }]);
  const pivots: LocalLeg[][] = [];
  if (from !== PIVOT && to !== PIVOT) {
    for (const first of oneWay.filter((entry) => servesDirectly(entry, from, PIVOT))) {
      for (const second of oneWay.filter((entry) => servesDirectly(entry, PIVOT, to))) {
        pivots.push([
          { entry: first, from, to: PIVOT },
          { entry: second, from: PIVOT, to },
        ]);
      }
    }
  }
  const multilingual = catalog
    .filter((entry) => isMultilingual(entry) && servesDirectly(entry, from, to))
    .sort((a, b) => Number(b.recommended ?? false) - Number(a.recommended ?? false))
    .map((entry) => [{ entry, from, to }]);
  return [...direct, ...pivots, ...multilingual];
}

/** The plan to use: the best one whose models are all installed, else the best one (to prepare), else none. */
export function chooseLocalPlan(
  catalog: readonly CatalogEntry[],
  from: LanguageCode,
  to: LanguageCode,
  installed: (id: string) => boolean,
): { legs: LocalLeg[]; ready: boolean } | undefined {
  const plans = localPlans(catalog, from, to);
  const ready = plans.find((legs) => legs.every((leg) => installed(leg.entry.id)));
  if (ready) return { legs: ready, ready: true };
  const best = plans[0];
  return best ? { legs: best, ready: false } : undefined;
}
