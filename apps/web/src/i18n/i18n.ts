import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogBackend, i18nOptions } from './resources';

export type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
export { DEFAULT_LANGUAGE, resources } from './resources';

void i18n.use(catalogBackend).use(initReactI18next).init(i18nOptions);
// `{{language, lowercase}}`: a catalog whose language writes language names in lower case mid-sentence
// (Norwegian "på norsk", Russian) lowers the capitalised label-style name there.
i18n.services.formatter?.add('lowercase', (value, lng) =>
  typeof value === 'string' ? value.toLocaleLowerCase(lng) : value,
);

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
