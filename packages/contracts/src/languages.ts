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

/** ISO 15924 code of the script a language is written in, as taught here. */
export type Script = 'Latn' | 'Cyrl' | 'Jpan' | 'Kore' | 'Hans' | 'Arab' | 'Deva' | 'Thai';

/**
 * One language's descriptor: every fact about it both apps need, written once here. Engine-specific
 * codes (DeepL's, Apertium's, an eSpeak NG voice) stay in their engine adapters.
 */
export interface Language {
  code: LanguageCode;
  /** English name, as lists and server messages show it. */
  name: string;
  nativeName: string;
  /**
   * The name chat models read in prompts (translation, dictionary entries, the dialogue partner and its
   * message check, study words; the conversation feedback says the plain name): it names the variant
   * taught where the plain name is ambiguous (Bokmål, simplified script, Portugal).
   */
  promptName: string;
  script: Script;
  direction: 'ltr' | 'rtl';
  /** False for languages written without spaces between words: only a segmenter finds their words. */
  spacesBetweenWords: boolean;
  /** How the language is shown alone in a list or a badge: its flag and English name. */
  label: string;
  flag: string;
  /** BCP 47 locale of the variant taught, used for voices and speech recognition. */
  locale: string;
}

type LanguageEntry = Omit<Language, 'label'>;

// biome-ignore format: one line per language, read as a table
const ENTRIES: Record<LanguageCode, LanguageEntry> = {
  no: { code: 'no', name: 'Norwegian', nativeName: 'Norsk', promptName: 'Norwegian Bokmål', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇳🇴', locale: 'nb-NO' },
  ru: { code: 'ru', name: 'Russian', nativeName: 'Русский', promptName: 'Russian', script: 'Cyrl', direction: 'ltr', spacesBetweenWords: true, flag: '🇷🇺', locale: 'ru-RU' },
  en: { code: 'en', name: 'English', nativeName: 'English', promptName: 'English', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇬🇧', locale: 'en-US' },
  es: { code: 'es', name: 'Spanish', nativeName: 'Español', promptName: 'Spanish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇪🇸', locale: 'es-ES' },
  fr: { code: 'fr', name: 'French', nativeName: 'Français', promptName: 'French', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇫🇷', locale: 'fr-FR' },
  de: { code: 'de', name: 'German', nativeName: 'Deutsch', promptName: 'German', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇩🇪', locale: 'de-DE' },
  it: { code: 'it', name: 'Italian', nativeName: 'Italiano', promptName: 'Italian', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇮🇹', locale: 'it-IT' },
  pt: { code: 'pt', name: 'Portuguese', nativeName: 'Português', promptName: 'European Portuguese', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇵🇹', locale: 'pt-PT' },
  ja: { code: 'ja', name: 'Japanese', nativeName: '日本語', promptName: 'Japanese', script: 'Jpan', direction: 'ltr', spacesBetweenWords: false, flag: '🇯🇵', locale: 'ja-JP' },
  nl: { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', promptName: 'Dutch', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇳🇱', locale: 'nl-NL' },
  pl: { code: 'pl', name: 'Polish', nativeName: 'Polski', promptName: 'Polish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇵🇱', locale: 'pl-PL' },
  sv: { code: 'sv', name: 'Swedish', nativeName: 'Svenska', promptName: 'Swedish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇸🇪', locale: 'sv-SE' },
  da: { code: 'da', name: 'Danish', nativeName: 'Dansk', promptName: 'Danish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇩🇰', locale: 'da-DK' },
  fi: { code: 'fi', name: 'Finnish', nativeName: 'Suomi', promptName: 'Finnish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇫🇮', locale: 'fi-FI' },
  ko: { code: 'ko', name: 'Korean', nativeName: '한국어', promptName: 'Korean', script: 'Kore', direction: 'ltr', spacesBetweenWords: true, flag: '🇰🇷', locale: 'ko-KR' },
  zh: { code: 'zh', name: 'Chinese', nativeName: '中文', promptName: 'Simplified Chinese', script: 'Hans', direction: 'ltr', spacesBetweenWords: false, flag: '🇨🇳', locale: 'zh-CN' },
  ar: { code: 'ar', name: 'Arabic', nativeName: 'العربية', promptName: 'Arabic', script: 'Arab', direction: 'rtl', spacesBetweenWords: true, flag: '🇸🇦', locale: 'ar-SA' },
  tr: { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', promptName: 'Turkish', script: 'Latn', direction: 'ltr', spacesBetweenWords: true, flag: '🇹🇷', locale: 'tr-TR' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', promptName: 'Hindi', script: 'Deva', direction: 'ltr', spacesBetweenWords: true, flag: '🇮🇳', locale: 'hi-IN' },
  th: { code: 'th', name: 'Thai', nativeName: 'ไทย', promptName: 'Thai', script: 'Thai', direction: 'ltr', spacesBetweenWords: false, flag: '🇹🇭', locale: 'th-TH' },
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
