import { describe, expect, it } from 'vitest';
import { DEFAULT_PAIR, LANGUAGE_PAIRS, PREFERRED_PAIRS } from '../src/language-pairs';
import { Direction, LANGUAGE_CODES, LANGUAGES, localeFor } from '../src/languages';

describe('language catalog', () => {
  it('has the 20 languages, Norwegian first, each with a locale', () => {
    expect(LANGUAGE_CODES).toEqual([
      'no',
      'ru',
      'en',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'ja',
      'nl',
      'pl',
      'sv',
      'da',
      'fi',
      'ko',
      'zh',
      'ar',
      'tr',
      'hi',
      'th',
    ]);
    expect(localeFor('no')).toBe('nb-NO');
    expect(localeFor('ja')).toBe('ja-JP');
    expect(localeFor('xx')).toBe('nb-NO');
  });

  it('gives every language an English name, a native name, a flag and a label of the two', () => {
    expect(LANGUAGES.no).toEqual({
      code: 'no',
      name: 'Norwegian',
      nativeName: 'Norsk',
      promptName: 'Norwegian Bokmål',
      script: 'Latn',
      direction: 'ltr',
      spacesBetweenWords: true,
      label: '🇳🇴 Norwegian',
      flag: '🇳🇴',
      locale: 'nb-NO',
    });
    for (const code of LANGUAGE_CODES) {
      const language = LANGUAGES[code];
      expect(language.code).toBe(code);
      expect(language.label).toBe(`${language.flag} ${language.name}`);
      expect(language.nativeName.length).toBeGreaterThan(1);
    }
  });

  it('lists all 380 ordered pairs once, preferred first in their fixed order, the rest by label', () => {
    expect(LANGUAGE_PAIRS).toHaveLength(380);
    expect(new Set(LANGUAGE_PAIRS.map((pair) => pair.value)).size).toBe(380);
    expect(LANGUAGE_PAIRS.slice(0, 18).map((pair) => pair.value)).toEqual([...PREFERRED_PAIRS]);
    const rest = LANGUAGE_PAIRS.slice(18).map((pair) => pair.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Arabic → Chinese');
  });

  it('labels a pair from → to with the source flag, and defaults to Norwegian → Russian', () => {
    expect(DEFAULT_PAIR).toEqual({
      value: 'no-ru',
      source: 'no',
      target: 'ru',
      label: 'Norwegian → Russian',
      flag: '🇳🇴',
    });
    expect(LANGUAGE_PAIRS.every((pair) => pair.source !== pair.target)).toBe(true);
  });

  it('accepts every listed pair as a direction and refuses anything else', () => {
    for (const pair of LANGUAGE_PAIRS)
      expect(Direction.parse(pair.value)).toEqual({ from: pair.source, to: pair.target });
    expect(Direction.safeParse('no-no').success).toBe(false);
    expect(Direction.safeParse('no-xx').success).toBe(false);
  });
});
