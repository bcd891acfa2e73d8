import type { i18n as I18n } from 'i18next';
import type core from './locales/en.json';

/**
 * English strings of lazily loaded pages, kept out of the first load (docs/decisions/023): each
 * section is its own chunk, loaded with its page's chunk (app/lazy-page.tsx) and merged into the
 * English catalog before the page renders. Every other language keeps one whole-file catalog.
 */
export const englishSectionLoaders = {
  admin: () => import('./locales/en/admin.json').then((m) => m.default),
  auth: () => import('./locales/en/auth.json').then((m) => m.default),
  comingSoon: () => import('./locales/en/comingSoon.json').then((m) => m.default),
  dashboard: () => import('./locales/en/dashboard.json').then((m) => m.default),
  debugPanel: () => import('./locales/en/debugPanel.json').then((m) => m.default),
  dialogue: () => import('./locales/en/dialogue.json').then((m) => m.default),
  home: () => import('./locales/en/home.json').then((m) => m.default),
  landing: () => import('./locales/en/landing.json').then((m) => m.default),
  models: () => import('./locales/en/models.json').then((m) => m.default),
  offline: () => import('./locales/en/offline.json').then((m) => m.default),
  pwa: () => import('./locales/en/pwa.json').then((m) => m.default),
  speaking: () => import('./locales/en/speaking.json').then((m) => m.default),
  vocabulary: () => import('./locales/en/vocabulary.json').then((m) => m.default),
  voiceCloning: () => import('./locales/en/voiceCloning.json').then((m) => m.default),
};

export type EnglishSection = keyof typeof englishSectionLoaders;

export const ENGLISH_SECTIONS = Object.keys(englishSectionLoaders) as EnglishSection[];

/** The sections' strings, each under its own top-level key, as in the other languages' catalogs. */
export type EnglishSections = {
  [S in EnglishSection]: Awaited<ReturnType<(typeof englishSectionLoaders)[S]>>;
};

/** The complete English catalog (the bundled core plus every section): what t() keys are typed against. */
export type EnglishCatalog = typeof core & EnglishSections;

/** Merges one section's strings into the English catalog under its top-level key. */
export function addEnglishSection<S extends EnglishSection>(i18n: I18n, section: S, strings: EnglishSections[S]): void {
  i18n.addResourceBundle('en', 'translation', { [section]: strings }, true, true);
}

/** Loads the sections an instance does not hold yet; resolves once t() finds their strings. */
export async function loadEnglishSections(i18n: I18n, sections: readonly EnglishSection[]): Promise<void> {
  const missing = sections.filter((section) => !i18n.getResource('en', 'translation', section));
  await Promise.all(
    missing.map(async (section) => {
      addEnglishSection(i18n, section, await englishSectionLoaders[section]());
    }),
  );
}
