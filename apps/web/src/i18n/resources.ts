import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { BackendModule, InitOptions, ResourceKey } from 'i18next';
import en from './locales/en.json';

/**
 * English is bundled: it is the language public routes show and the fallback for every other
 * language (chosen language → English → key).
 */
export const resources = {
  en: { translation: en },
} as const;

export const DEFAULT_LANGUAGE = 'en' satisfies InterfaceLanguage;

/**
 * One complete catalog per interface language, each its own chunk so the first load carries
 * English only. Plural keys carry the suffixes each language needs (Intl.PluralRules categories):
 * Russian one/few/many/other, Spanish, French, Italian and Portuguese one/many/other, Japanese
 * other only, the rest one/other.
 */
export const catalogLoaders: Record<InterfaceLanguage, () => Promise<ResourceKey>> = {
  en: async () => en,
  ru: () => import('./locales/ru.json').then((m) => m.default),
  no: () => import('./locales/no.json').then((m) => m.default),
  es: () => import('./locales/es.json').then((m) => m.default),
  fr: () => import('./locales/fr.json').then((m) => m.default),
  de: () => import('./locales/de.json').then((m) => m.default),
  it: () => import('./locales/it.json').then((m) => m.default),
  pt: () => import('./locales/pt.json').then((m) => m.default),
  ja: () => import('./locales/ja.json').then((m) => m.default),
  nl: () => import('./locales/nl.json').then((m) => m.default),
};

/** i18next backend reading the catalogs above; i18next loads a language before switching to it. */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, _namespace, callback) => {
    const load = catalogLoaders[lng as InterfaceLanguage];
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** i18next options without side effects, so tests can build an instance with the real set-up. */
export const i18nOptions = {
  resources,
  // English stays bundled; the other catalogs come from catalogBackend when first needed.
  partialBundledLanguages: true,
  // Public routes stay in English; choosing another language comes with the interface-language picker.
  lng: DEFAULT_LANGUAGE,
  // Fallback order: the chosen language, then English, then the key itself.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(catalogLoaders),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
} satisfies InitOptions;
