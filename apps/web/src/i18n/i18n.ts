import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogBackend, i18nOptions } from './resources';

export type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
export { DEFAULT_LANGUAGE, resources } from './resources';

void i18n.use(catalogBackend).use(initReactI18next).init(i18nOptions);

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
