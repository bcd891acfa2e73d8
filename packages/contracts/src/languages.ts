import { z } from 'zod';
import { safeString } from './safe-text';

/** The 20 languages of Tolk, Norwegian first. */
export const LANGUAGE_CODES = [
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
] as const;

export const LanguageCode = z.enum(LANGUAGE_CODES, { error: 'Language not supported' });
export type LanguageCode = z.infer<typeof LanguageCode>;

export interface Language {
  code: LanguageCode;
  name: string;
  nativeName: string;
  /** How the language is shown alone in a list or a badge: its flag and English name. */
  label: string;
  flag: string;
  /** BCP 47 locale used for voices and speech recognition. */
  locale: string;
}

type LanguageEntry = Omit<Language, 'label'>;

const ENTRIES: Record<LanguageCode, LanguageEntry> = {
  no: { code: 'no', name: 'Norwegian', nativeName: 'Norsk', flag: '🇳🇴', locale: 'nb-NO' },
  ru: { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', locale: 'ru-RU' },
  en: { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', locale: 'en-US' },
  es: { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', locale: 'es-ES' },
  fr: { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', locale: 'fr-FR' },
  de: { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', locale: 'de-DE' },
  it: { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', locale: 'it-IT' },
  pt: { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇵🇹', locale: 'pt-PT' },
  ja: { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', locale: 'ja-JP' },
  nl: { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', locale: 'nl-NL' },
  pl: { code: 'pl', name: 'Polish', nativeName: 'Polski', flag: '🇵🇱', locale: 'pl-PL' },
  sv: { code: 'sv', name: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪', locale: 'sv-SE' },
  da: { code: 'da', name: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', locale: 'da-DK' },
  fi: { code: 'fi', name: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮', locale: 'fi-FI' },
  ko: { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷', locale: 'ko-KR' },
  zh: { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', locale: 'zh-CN' },
  ar: { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', locale: 'ar-SA' },
  tr: { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', locale: 'tr-TR' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', locale: 'hi-IN' },
  th: { code: 'th', name: 'Thai', nativeName: 'ไทย', flag: '🇹🇭', locale: 'th-TH' },
};

export const LANGUAGES = Object.fromEntries(
  Object.values(ENTRIES).map((entry) => [entry.code, { ...entry, label: `${entry.flag} ${entry.name}` }]),
) as Record<LanguageCode, Language>;

/** The default voice locale (Norwegian Bokmål), also used for any code outside the catalog. */
export const DEFAULT_LOCALE = 'nb-NO';

export function localeFor(code: string): string {
  return (LANGUAGES as Record<string, Language | undefined>)[code]?.locale ?? DEFAULT_LOCALE;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** 'source-target', two distinct catalog codes. */
export const Direction = safeString('Direction', { error: 'Direction is required' })
  .regex(/^[a-z]{2}-[a-z]{2}$/, "Direction must look like 'no-ru'")
  .transform((value, ctx) => {
    const [from, to] = value.split('-') as [string, string];
    if (!isLanguageCode(from) || !isLanguageCode(to)) {
      ctx.addIssue({ code: 'custom', message: 'Language not supported' });
      return z.NEVER;
    }
    if (from === to) {
      ctx.addIssue({ code: 'custom', message: 'Source and target languages must differ' });
      return z.NEVER;
    }
    return { from, to };
  });
export type Direction = z.output<typeof Direction>;
