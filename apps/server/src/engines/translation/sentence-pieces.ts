import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';

export interface SentencePiece {
  text: string;
  /** The whitespace after it in the source (line breaks kept), as written between translated sentences. */
  after: string;
}

/**
 * A text cut into sentences and lines for a sentence-level model (OPUS-MT and M2M100 were trained on
 * single sentences and read at most 512 tokens), by the runtime's own Unicode sentence rules.
 */
export function sentencePieces(text: string, from: LanguageCode): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  for (const { segment } of new Intl.Segmenter(from, { granularity: 'sentence' }).segment(text)) {
    const sentence = segment.trimEnd();
    const last = pieces.at(-1);
    if (sentence.trim()) pieces.push({ text: sentence.trim(), after: segment.slice(sentence.length) });
    else if (last) last.after += segment;
  }
  return pieces;
}

/** The translated sentences joined as the source was; a language written without spaces gets none between sentences. */
export function joinPieces(translated: readonly string[], pieces: readonly SentencePiece[], to: LanguageCode): string {
  const spaced = LANGUAGES[to].spacesBetweenWords !== false;
  return translated
    .map((text, i) => {
      const after = pieces[i]?.after ?? '';
      return text + (spaced || after.includes('\n') ? after : '');
    })
    .join('')
    .trim();
}
