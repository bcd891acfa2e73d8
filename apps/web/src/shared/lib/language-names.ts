import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';

const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNames(uiLanguage: string): Intl.DisplayNames | null {
  if (!namesByLocale.has(uiLanguage)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' });
    } catch {
      // An engine without Intl.DisplayNames keeps the catalog's English names.
    }
    namesByLocale.set(uiLanguage, names);
  }
  return namesByLocale.get(uiLanguage) ?? null;
}

/**
 * A language's name in the interface language ("Spansk" in Norwegian), from the browser's own
 * CLDR data rather than 20 × 10 catalog strings; English from the contracts when unavailable.
 */
export function languageName(code: LanguageCode, uiLanguage: string): string {
  const name = displayNames(uiLanguage)?.of(code);
  if (!name) return LANGUAGES[code].name;
  return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
}

/** Lower case without accents, so "bokmal" finds "Bokmål" and "espanol" finds "Español". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * What a language is found by: its code, English and native names, its name in the interface language,
 * and the same for the language of its locale where that differs (Norwegian's is "nb": "Norwegian Bokmål",
 * "norsk bokmål"), so a learner who knows the written standard or its code finds it too.
 */
function searchTexts(code: LanguageCode, uiLanguage: string): string[] {
  const { name, nativeName, locale } = LANGUAGES[code];
  const texts = [code, name, nativeName, languageName(code, uiLanguage)];
  const localeLanguage = locale.split('-')[0] ?? code;
  if (localeLanguage !== code) {
    texts.push(localeLanguage);
    for (const names of [displayNames(uiLanguage), displayNames('en'), displayNames(localeLanguage)]) {
      const localeName = names?.of(localeLanguage);
      if (localeName) texts.push(localeName);
    }
  }
  return texts;
}

/** Search by code, English name, native name or the name in the interface language, accents ignored. */
export function languageMatches(code: LanguageCode, query: string, uiLanguage: string): boolean {
  const needle = folded(query.trim());
  if (!needle) return true;
  return searchTexts(code, uiLanguage).some((text) => folded(text).includes(needle));
}
