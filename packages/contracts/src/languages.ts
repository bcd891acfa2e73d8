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

/**
 * A language as written below. An entry leaves out what holds for most: Latin script, left to right,
 * spaces between words, and its English name in prompts.
 */
type LanguageEntry = Pick<Language, 'name' | 'nativeName' | 'flag' | 'locale'> &
  Partial<Pick<Language, 'promptName' | 'script' | 'direction' | 'spacesBetweenWords'>>;

// biome-ignore format: one line per language, read as a table
const ENTRIES: Record<LanguageCode, LanguageEntry> = {
  no: { name: 'Norwegian', nativeName: 'Norsk', flag: '🇳🇴', locale: 'nb-NO', promptName: 'Norwegian Bokmål' },
  ru: { name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', locale: 'ru-RU', script: 'Cyrl' },
  en: { name: 'English', nativeName: 'English', flag: '🇬🇧', locale: 'en-US' },
  es: { name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', locale: 'es-ES' },
  fr: { name: 'French', nativeName: 'Français', flag: '🇫🇷', locale: 'fr-FR' },
  de: { name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', locale: 'de-DE' },
  it: { name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', locale: 'it-IT' },
  pt: { name: 'Portuguese', nativeName: 'Português', flag: '🇵🇹', locale: 'pt-PT', promptName: 'European Portuguese' },
  ja: { name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', locale: 'ja-JP', script: 'Jpan', spacesBetweenWords: false },
  nl: { name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', locale: 'nl-NL' },
  pl: { name: 'Polish', nativeName: 'Polski', flag: '🇵🇱', locale: 'pl-PL' },
  sv: { name: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪', locale: 'sv-SE' },
  da: { name: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', locale: 'da-DK' },
  fi: { name: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮', locale: 'fi-FI' },
  ko: { name: 'Korean', nativeName: '한국어', flag: '🇰🇷', locale: 'ko-KR', script: 'Kore' },
  zh: { name: 'Chinese', nativeName: '中文', flag: '🇨🇳', locale: 'zh-CN', promptName: 'Simplified Chinese', script: 'Hans', spacesBetweenWords: false },
  ar: { name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', locale: 'ar-SA', script: 'Arab', direction: 'rtl' },
  tr: { name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', locale: 'tr-TR' },
  hi: { name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', locale: 'hi-IN', script: 'Deva' },
  th: { name: 'Thai', nativeName: 'ไทย', flag: '🇹🇭', locale: 'th-TH', script: 'Thai', spacesBetweenWords: false },
};

export const LANGUAGES = Object.fromEntries(
  LANGUAGE_CODES.map((code) => {
    const entry = ENTRIES[code];
    const language: Language = {
      code,
      promptName: entry.name,
      script: 'Latn',
      direction: 'ltr',
      spacesBetweenWords: true,
      ...entry,
      label: `${entry.flag} ${entry.name}`,
    };
    return [code, language];
  }),
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
