import { isClickableWord } from '@tolk/contracts/dictionary-word';

/** A stretch of text: a word the learner may look up, or what lies between words. */
export interface TextSegment {
  text: string;
  /** A word-like segment of 2 to 50 characters with a letter (docs/product.md, Dictionary). */
  clickable: boolean;
}

const segmenters = new Map<string, Intl.Segmenter | null>();

function wordSegmenter(language: string): Intl.Segmenter | null {
  if (!segmenters.has(language)) {
    let segmenter: Intl.Segmenter | null = null;
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    } catch {
      // A browser without Intl.Segmenter splits at letters below (fine for spaced scripts).
    }
    segmenters.set(language, segmenter);
  }
  return segmenters.get(language) ?? null;
}

/** Runs of letters and marks with inner apostrophes or hyphens: the fallback's idea of a word. */
const FALLBACK_WORD = /[\p{L}\p{M}\p{Nd}]+(?:['’-][\p{L}\p{M}\p{Nd}]+)*/gu;

/**
 * Splits text into words and the rest, with the word boundaries of its language: Intl.Segmenter
 * finds the words of Japanese, Chinese and Thai, which write no spaces between them.
 */
export function segmentWords(text: string, language: string): TextSegment[] {
  const segmenter = wordSegmenter(language);
  const segments: TextSegment[] = [];
  const push = (part: string, wordLike: boolean) => {
    const clickable = wordLike && isClickableWord(part);
    const last = segments.at(-1);
    // Neighbouring plain stretches merge, so the text renders as few nodes as it can.
    if (!clickable && last && !last.clickable) last.text += part;
    else segments.push({ text: part, clickable });
  };
  if (segmenter) {
    for (const { segment, isWordLike } of segmenter.segment(text)) push(segment, Boolean(isWordLike));
    return segments;
  }
  let end = 0;
  for (const match of text.matchAll(FALLBACK_WORD)) {
    if (match.index > end) push(text.slice(end, match.index), false);
    push(match[0], true);
    end = match.index + match[0].length;
  }
  if (end < text.length) push(text.slice(end), false);
  return segments;
}

/** The distinct clickable words of a text, in first-seen order: what the studied-words call asks about. */
export function distinctWords(segments: TextSegment[]): string[] {
  return [...new Set(segments.filter((segment) => segment.clickable).map((segment) => segment.text))];
}
