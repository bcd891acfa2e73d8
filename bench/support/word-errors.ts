/**
 * Word errors of a transcript against its reference: the edit distance (substitutions, deletions,
 * insertions) between their words, after the usual normalisation of WER scoring: case folded,
 * punctuation removed (letters, marks and digits kept in any script), whitespace collapsed.
 */
export function wordErrors(reference: string, hypothesis: string): { referenceWords: number; errors: number } {
  const expected = words(reference);
  const heard = words(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= expected.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const same = expected[i - 1] === heard[j - 1];
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (same ? 0 : 1));
    }
    previous = current;
  }
  return { referenceWords: expected.length, errors: previous[heard.length] ?? 0 };
}

function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}
