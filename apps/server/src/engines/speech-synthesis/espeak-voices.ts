import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';

/**
 * The eSpeak NG voice that speaks each catalog language, by its identifier in the build's voice
 * list (`list_voices()`): identifiers are unambiguous where bare names are not ('fr-fr' is not a
 * voice file, 'zh' is only a language alias). Each one realises the catalog's locale for the code.
 */
export const ESPEAK_VOICES: Record<LanguageCode, string> = {
  no: 'gmq/nb', // nb-NO: Norwegian Bokmål
  ru: 'zle/ru',
  en: 'gmw/en-US', // en-US: English (America)
  es: 'roa/es', // es-ES: Spanish (Spain)
  fr: 'roa/fr', // fr-FR: French (France)
  de: 'gmw/de',
  it: 'roa/it',
  pt: 'roa/pt', // pt-PT: Portuguese (Portugal)
  ja: 'jpx/ja',
  nl: 'gmw/nl',
  pl: 'zlw/pl',
  sv: 'gmq/sv',
  da: 'gmq/da',
  fi: 'urj/fi',
  ko: 'ko',
  zh: 'sit/cmn', // zh-CN: Mandarin
  ar: 'sem/ar',
  tr: 'trk/tr',
  hi: 'inc/hi',
  th: 'tai/th',
};

/** A code outside the catalog gets the default locale, nb-NO (DEFAULT_LOCALE), like `localeFor()`. */
export function espeakVoiceFor(code: string): string {
  return isLanguageCode(code) ? ESPEAK_VOICES[code] : ESPEAK_VOICES.no;
}
