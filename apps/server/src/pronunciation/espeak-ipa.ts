import type { LanguageCode } from '@tolk/contracts/languages';
import type { EspeakPhonemes } from '../engines/speech-synthesis/espeak-worker-client';

/**
 * Why eSpeak NG's transcription of a language is not shown, or undefined when it is. Its Thai
 * rules were copied from Shan "just to hear something" (espeak-ng#757, #1092): a tone mark
 * deletes the syllable's vowel (บ้าน → 'b s n'), า adds a stray 's', leading vowels stay in
 * writing order and no tone is right. A learner is better served by no IPA than by that.
 */
export function whyEspeakCannotTranscribe(language: LanguageCode): string | undefined {
  if (language === 'th') return "eSpeak NG's Thai rules give no usable transcription";
  return undefined;
}

/**
 * The IPA a learner reads, from eSpeak NG's phonemes: stress marks kept, the phoneme separators,
 * clause bars and language-switch markers ('(en)') removed, and for Mandarin the tones eSpeak's
 * IPA writer truncates (espeak-ng#1275) restored from its mnemonics as Chao tone letters.
 * Null when there is nothing to show.
 */
export function ipaFromEspeak(language: LanguageCode, phonemes: EspeakPhonemes): string | null {
  if (whyEspeakCannotTranscribe(language)) return null;
  const ipaWords = wordsOf(phonemes.ipa, 'ipa');
  const mnemonicWords = wordsOf(phonemes.mnemonics, 'mnemonics');
  const words = ipaWords.map((ipaPhonemes, index) => {
    const mnemonics = mnemonicWords[index];
    const aligned = mnemonics && mnemonics.length === ipaPhonemes.length;
    return ipaPhonemes
      .map((phoneme, at) => {
        if (language !== 'zh') return phoneme;
        const mnemonic = aligned ? mnemonics[at] : undefined;
        return mandarinPhoneme(phoneme, mnemonic);
      })
      .join('');
  });
  if (language === 'zh') for (let at = 0; at < words.length; at++) words[at] = toneAfterCoda(words[at] ?? '');
  const ipa = words
    .join(' ')
    // The mnemonic '?' (a glottal stop, Danish stød) that eSpeak leaves unconverted in some vowels.
    .replaceAll('?', 'ʔ')
    // The mnemonic '-' marks a reduced vowel (French 'ə-' in 'je'); IPA has no such mark.
    .replaceAll('-', '')
    .replace(/\s+/g, ' ')
    .trim();
  return ipa === '' ? null : ipa;
}

/**
 * A phoneme string cut into words of phonemes, without what is not a sound: switch markers such
 * as '(en)', the clause bar '|' and pauses (empty in IPA; '_', '_!', '_:' … in mnemonics).
 */
function wordsOf(phonemes: string, alphabet: 'ipa' | 'mnemonics'): string[][] {
  return phonemes
    .replace(/\([a-z-]+\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== '|')
    .map((word) => {
      const phonemesOfWord: string[] = [];
      const parts = word.split('_');
      for (let at = 0; at < parts.length; at++) {
        const part = parts[at] ?? '';
        // A pause is written as nothing in IPA, and as '_' plus a mark ('_!', '_:') in mnemonics.
        if (part === '') {
          if (alphabet === 'mnemonics') at++;
          continue;
        }
        if (part !== '|') phonemesOfWord.push(part);
      }
      return phonemesOfWord;
    })
    .filter((word) => word.length > 0);
}

/** Chao's five pitch levels, 1 (low) to 5 (high), as IPA tone letters. */
const TONE_LETTERS = ['', '˩', '˨', '˧', '˦', '˥'] as const;

/** What eSpeak's IPA writer makes of a tone's first digit (its Kirshenbaum table reads '3' as ɜ). */
const FIRST_DIGIT_IN_IPA: Record<string, string> = { '0': 'ɒ', '3': 'ɜ', '8': 'ɵ' };

/**
 * eSpeak's Mandarin table names several sounds only by their Kirshenbaum mnemonics, which its
 * IPA writer copies letter by letter: written here as the IPA letters they stand for.
 */
const MANDARIN_MNEMONICS: [RegExp, string][] = [
  [/ts\./g, 'tʂ'],
  [/s\./g, 'ʂ'],
  [/z\./g, 'ʐ'],
  [/i\./g, 'ɻ̩'],
  [/o-/g, 'ɤ'],
  [/nɡ/g, 'ŋ'],
  // 'h' after a stop or affricate is aspiration.
  [/([ptkʂsɕ])h/g, '$1ʰ'],
];

/**
 * eSpeak carries the tone on the vowel; IPA writes it after the syllable, so it moves past a
 * final nasal (ŋ always, n when no vowel follows to make it the next syllable's onset).
 */
function toneAfterCoda(word: string): string {
  return word.replace(/([˥˦˧˨˩]+)(ŋ|n(?![ˈˌ]?[aeiouyəɑɤɛɔɻʊ]))/gu, '$2$1');
}

function mandarinPhoneme(ipa: string, mnemonic: string | undefined): string {
  const tone = mnemonic?.match(/\D([1-5]{2,3})$/)?.[1];
  let phoneme = ipa;
  let toneLetters = '';
  if (tone) {
    const first = tone[0] ?? '';
    const written = FIRST_DIGIT_IN_IPA[first] ?? first;
    if (phoneme.endsWith(written)) {
      phoneme = phoneme.slice(0, -written.length);
      toneLetters = [...tone].map((digit) => TONE_LETTERS[Number(digit)]).join('');
    }
  }
  for (const [mnemonicPattern, letter] of MANDARIN_MNEMONICS) phoneme = phoneme.replace(mnemonicPattern, letter);
  return phoneme + toneLetters;
}
