import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/**
 * Interface languages with a catalog. Later languages add a JSON file here; missing keys
 * fall back to English, then to the key itself (spec section 9).
 */
export const resources = {
  en: { translation: en },
} as const;

export type InterfaceLanguage = keyof typeof resources;
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
