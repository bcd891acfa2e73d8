/**
 * The rule of a clickable word, alone in its module: the web app's clickable text loads with every
 * translator, and importing it from dictionary.ts would bring along every schema of the dictionary.
 */

/** Clickable words are 2 to 50 characters (docs/product.md, Dictionary: Clickable words). */
export const WORD_MIN_LENGTH = 2;
export const WORD_MAX_LENGTH = 50;

const LETTER = /\p{L}/u;
const DIGITS_ONLY = /^\p{Nd}+$/u;

/**
 * Whether a piece of text may be looked up: 2 to 50 characters after trimming, not only digits,
 * with at least one letter. The clickable text and the server apply the same rule.
 */
export function isClickableWord(text: string): boolean {
  const word = text.trim();
  const length = [...word].length;
  return length >= WORD_MIN_LENGTH && length <= WORD_MAX_LENGTH && !DIGITS_ONLY.test(word) && LETTER.test(word);
}
