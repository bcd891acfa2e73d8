import type { LanguageCode } from '@tolk/contracts/languages';

const HAN = /\p{Script=Han}/u;

/**
 * Why eSpeak NG cannot speak this text properly, or undefined when it can. Its Japanese voice
 * reads kana only and says "Chinese letter", in English, for every kanji: refusing lets the
 * registry fall through to another engine instead of storing that audio as Japanese.
 */
export function whyEspeakCannotRead(language: LanguageCode, text: string): string | undefined {
  if (language === 'ja' && HAN.test(text)) return 'its Japanese voice reads kana only, and this text has kanji';
  return undefined;
}
