import 'i18next';
import type { EnglishCatalog } from './english-sections';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The bundled core and the lazily loaded sections together: every key t() may be given.
    resources: { translation: EnglishCatalog };
  }
}
