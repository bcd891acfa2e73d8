import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, type Script } from '../src/languages';

const FIELDS = [
  'code',
  'direction',
  'flag',
  'label',
  'locale',
  'name',
  'nativeName',
  'promptName',
  'script',
  'spacesBetweenWords',
];

/** Letters a native name in each script is written with (Unicode script properties). */
const LETTERS: Record<Script, RegExp> = {
  Latn: /^[\p{Script=Latin} ]+$/u,
  Cyrl: /^\p{Script=Cyrillic}+$/u,
  Jpan: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u,
  Kore: /^[\p{Script=Hangul}\p{Script=Han}]+$/u,
  Hans: /^\p{Script=Han}+$/u,
  Arab: /^[\p{Script=Arabic}]+$/u,
  Deva: /^[\p{Script=Devanagari}\p{M}]+$/u,
  Thai: /^\p{Script=Thai}+$/u,
};

describe('language descriptors', () => {
  it('gives each of the 20 languages a complete descriptor', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) {
      const language = LANGUAGES[code];
      expect(Object.keys(language).sort(), code).toEqual(FIELDS);
      for (const field of FIELDS) {
        const value = language[field as keyof typeof language];
        if (typeof value === 'string') expect(value.trim(), `${code}.${field}`).not.toBe('');
        else expect(typeof value, `${code}.${field}`).toBe('boolean');
      }
    }
  });

  it('writes each native name in its script, and Arabic alone right to left', () => {
    for (const code of LANGUAGE_CODES) {
      const { nativeName, script, direction } = LANGUAGES[code];
      expect(nativeName, code).toMatch(LETTERS[script]);
      expect(direction, code).toBe(script === 'Arab' ? 'rtl' : 'ltr');
    }
  });

  it('names in prompts the variant the locale teaches, and marks the languages written without spaces', () => {
    for (const code of LANGUAGE_CODES) {
      const { name, promptName, locale } = LANGUAGES[code];
      expect(promptName, code).toContain(name);
      expect(Intl.getCanonicalLocales(locale), code).toEqual([locale]);
      expect(locale.split('-')[0], code).toBe(code === 'no' ? 'nb' : code);
    }
    expect(LANGUAGES.no.promptName).toBe('Norwegian Bokmål');
    expect(LANGUAGES.zh.promptName).toBe('Simplified Chinese');
    expect(LANGUAGES.pt.promptName).toBe('European Portuguese');
    expect(LANGUAGE_CODES.filter((code) => !LANGUAGES[code].spacesBetweenWords)).toEqual(['ja', 'zh', 'th']);
  });
});
