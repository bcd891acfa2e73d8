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

/** Search by English name, native name, code or the name in the interface language. */
export function languageMatches(code: LanguageCode, query: string, uiLanguage: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const { name, nativeName } = LANGUAGES[code];
  return [code, name, nativeName, languageName(code, uiLanguage)].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
