import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LANGUAGE_BY_LANGUAGE,
  INTERFACE_LANGUAGES,
  interfaceLanguageFor,
  isInterfaceLanguage,
} from '../src/interface-languages';
import { LANGUAGE_CODES } from '../src/languages';

describe('interface languages', () => {
  it('are the ten with a catalog, English first', () => {
    expect(INTERFACE_LANGUAGES).toEqual(['en', 'ru', 'no', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'nl']);
    for (const code of INTERFACE_LANGUAGES) expect(LANGUAGE_CODES).toContain(code);
  });

  it('maps every one of the 20 learning languages to its closest interface language', () => {
    const expected = {
      no: 'no',
      ru: 'ru',
      en: 'en',
      es: 'es',
      fr: 'fr',
      de: 'de',
      it: 'it',
      pt: 'pt',
      ja: 'ja',
      nl: 'nl',
      pl: 'en',
      sv: 'no',
      da: 'no',
      fi: 'en',
      ko: 'en',
      zh: 'en',
      ar: 'en',
      tr: 'en',
      hi: 'en',
      th: 'en',
    } as const;
    expect(Object.keys(expected).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(interfaceLanguageFor(code), code).toBe(expected[code]);
    expect(INTERFACE_LANGUAGE_BY_LANGUAGE).toEqual(expected);
  });

  it('recognises interface languages only', () => {
    expect(isInterfaceLanguage('nl')).toBe(true);
    expect(isInterfaceLanguage('sv')).toBe(false);
    expect(isInterfaceLanguage('xx')).toBe(false);
  });
});
