import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createStoredValue } from '../../shared/storage/stored-value';

/**
 * The language the learner picked in the interface-language dialog (any of the 20), or null
 * while they have not picked one. The interface itself shows the closest language with a
 * catalog (contracts' interfaceLanguageFor).
 */
export const interfaceLanguageStore = createStoredValue<LanguageCode | null>({
  key: STORAGE_KEYS.interfaceLanguage,
  parse: (raw) => (raw !== null && isLanguageCode(raw) ? raw : null),
  serialize: (code) => code,
});
