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
 * Adds the distinct words of `text`, written in `language`, to `words`: the word-like segments of
 * Intl.Segmenter (which also splits Japanese or Chinese, written without spaces), lower-cased in
 * that language. Punctuation, spaces and emoji are not words.
 */
export function addWords(words: Set<string>, text: string, language: string): void {
  for (const segment of segmenterFor(language).segment(text)) {
    if (segment.isWordLike) words.add(segment.segment.toLocaleLowerCase(language));
  }
}
