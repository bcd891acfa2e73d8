import type { LanguageCode } from '@tolk/contracts/languages';

const HAN = /\p{Script=Han}/u;

/**
 * Why eSpeak NG cannot speak this text properly, or undefined when it can. Its Japanese voice
 * reads kana only and says "Chinese letter", in English, for every kanji: Japanese reaches it as
 * the analyser's kana, and a kanji the analyser could not read is refused, which lets the chain
 * fall through to another engine instead of storing that audio as Japanese.
 */
export function whyEspeakCannotRead(language: LanguageCode, text: string): string | undefined {
  if (language === 'ja' && HAN.test(text)) {
    return 'its Japanese voice reads kana only, and this text has kanji the Japanese analyser cannot read';
  }
  return undefined;
}
