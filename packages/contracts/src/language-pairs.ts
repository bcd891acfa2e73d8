import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from './languages';

/** A direction the learner can pick: value 'source-target', label 'from → to', the source flag. */
export interface LanguagePair {
  value: `${LanguageCode}-${LanguageCode}`;
  source: LanguageCode;
  target: LanguageCode;
  label: string;
  flag: string;
}

/** The 18 preferred pairs, shown first in this order. */
export const PREFERRED_PAIRS = [
  'no-ru',
  'ru-no',
  'en-ru',
  'ru-en',
  'en-es',
  'es-en',
  'en-fr',
  'fr-en',
  'en-de',
  'de-en',
  'fr-es',
  'es-fr',
  'de-fr',
  'fr-de',
  'no-en',
  'en-no',
  'no-es',
  'es-no',
] as const;

function pair(source: LanguageCode, target: LanguageCode): LanguagePair {
  return {
    value: `${source}-${target}`,
    source,
    target,
    label: `${LANGUAGES[source].name} → ${LANGUAGES[target].name}`,
    flag: LANGUAGES[source].flag,
  };
}

/** Every ordered pair of distinct languages: the preferred ones first, the rest by label. */
export const LANGUAGE_PAIRS: readonly LanguagePair[] = (() => {
  const all = LANGUAGE_CODES.flatMap((source) =>
    LANGUAGE_CODES.filter((target) => target !== source).map((target) => pair(source, target)),
  );
  const preferred: readonly string[] = PREFERRED_PAIRS;
  const rest = all
    .filter((candidate) => !preferred.includes(candidate.value))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [
    ...PREFERRED_PAIRS.map((value) => all.find((candidate) => candidate.value === value) as LanguagePair),
    ...rest,
  ];
})();

/** The default pair: the first of the list. */
export const DEFAULT_PAIR = LANGUAGE_PAIRS[0] as LanguagePair;
