import type { JapaneseToken } from '../engines/speech-synthesis/espeak-worker-client';

/** A piece of Japanese text and the hiragana shown above it; null where it is kana, Latin or punctuation. */
export interface FuriganaSegment {
  text: string;
  reading: string | null;
}

const KANJI = /[\p{Script=Han}々〆ヶ]/u;
const KANA_RUN = /[\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

export function hasKanji(text: string): boolean {
  return KANJI.test(text);
}

/** Katakana to hiragana; the long-vowel mark and everything else unchanged. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (katakana) => String.fromCodePoint((katakana.codePointAt(0) ?? 0) - 0x60));
}

/**
 * Furigana for the analyser's words: the kanji of each word with their reading, the kana around
 * them (okurigana: 食べ → 食 たべ… → [食 た][べ]) without. A kanji word the dictionary does not
 * know gets no reading rather than a guess.
 */
export function furiganaOf(tokens: readonly JapaneseToken[]): FuriganaSegment[] {
  return tokens.flatMap((token) => {
    if (!hasKanji(token.surface)) return [{ text: token.surface, reading: null }];
    if (token.reading === null) return [{ text: token.surface, reading: null }];
    return splitOkurigana(token.surface, toHiragana(token.reading));
  });
}

/** The whole text read in hiragana, or null when it has no kanji to read or a kanji word the analyser cannot read. */
export function readingOf(tokens: readonly JapaneseToken[]): string | null {
  if (!tokens.some((token) => hasKanji(token.surface))) return null;
  if (tokens.some((token) => hasKanji(token.surface) && token.reading === null)) return null;
  return tokens.map((token) => toHiragana(token.reading ?? token.surface)).join('');
}

/**
 * Matches the reading against the word's shape, kana runs literally and kanji runs as any
 * reading, so each kanji run gets its own part of the reading. Falls back to the whole word.
 */
function splitOkurigana(surface: string, reading: string): FuriganaSegment[] {
  const runs: { text: string; kana: boolean }[] = [];
  let last = 0;
  for (const match of surface.matchAll(KANA_RUN)) {
    if (match.index > last) runs.push({ text: surface.slice(last, match.index), kana: false });
    runs.push({ text: match[0], kana: true });
    last = match.index + match[0].length;
  }
  if (last < surface.length) runs.push({ text: surface.slice(last), kana: false });
  const pattern = runs.map((run) => (run.kana ? escapeRegExp(toHiragana(run.text)) : '(.+?)')).join('');
  const match = new RegExp(`^${pattern}$`, 'u').exec(reading);
  if (!match) return [{ text: surface, reading }];
  let group = 1;
  return runs.map((run) =>
    run.kana ? { text: run.text, reading: null } : { text: run.text, reading: match[group++] ?? null },
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
