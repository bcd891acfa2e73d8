import { isLanguageCode, LANGUAGES } from '@tolk/contracts/languages';

/** Written without spaces between words (the descriptor says which): only a segmenter finds their words. */
function unspaced(language: string): boolean {
  return isLanguageCode(language) && !LANGUAGES[language].spacesBetweenWords;
}

/** A run of letters, marks and digits, joined by inner apostrophes or hyphens ("don't", "e-post"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** Word segmenters by language: building one is costly, and a user's phrases use few languages. */
const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Adds the distinct words of `text`, written in `language`, to `words`, lower-cased in that
 * language. Words are runs of letters and digits; for Japanese, Chinese and Thai, written without
 * spaces, the word-like segments of Intl.Segmenter. Punctuation, spaces and emoji are not words.
 * The regular expression is some 60 times faster than the segmenter, which matters for a learner
 * with a thousand long phrases: the segmenter is kept to the languages that need it.
 */
export function addWords(words: Set<string>, text: string, language: string): void {
  const lower = text.toLocaleLowerCase(language);
  if (!unspaced(language)) {
    for (const word of lower.match(WORD) ?? []) words.add(word);
    return;
  }
  for (const segment of segmenterFor(language).segment(lower)) {
    if (segment.isWordLike) words.add(segment.segment);
  }
}
