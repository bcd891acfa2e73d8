import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * Languages the interface is translated into (docs/product.md, Interface languages). English is the fallback for
 * every missing string, then the key itself.
 */
export const INTERFACE_LANGUAGES = ['en', 'ru', 'no', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'nl'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const InterfaceLanguageCode = z.enum(INTERFACE_LANGUAGES, { error: 'Interface language not supported' });

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/** Learning languages without a catalog whose readers are better served by one other than English. */
const CLOSEST_INTERFACE_LANGUAGE: Partial<Record<LanguageCode, InterfaceLanguage>> = {
  // Swedish and Danish readers understand Norwegian (mutually intelligible Scandinavian languages).
  sv: 'no',
  da: 'no',
};

export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(code);
}

/** The closest supported interface language for a learning language: itself, a neighbour, or English. */
export function interfaceLanguageFor(code: LanguageCode): InterfaceLanguage {
  if (isInterfaceLanguage(code)) return code;
  return CLOSEST_INTERFACE_LANGUAGE[code] ?? DEFAULT_INTERFACE_LANGUAGE;
}

/** The mapping for all 20 learning languages, for pickers that explain which interface a reader gets. */
export const INTERFACE_LANGUAGE_BY_LANGUAGE: Readonly<Record<LanguageCode, InterfaceLanguage>> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, interfaceLanguageFor(code)]),
) as Record<LanguageCode, InterfaceLanguage>;
