/**
 * Cleans what Apertium's pipeline leaves in its output for a person to read. APy itself
 * removes the '*' of unknown words when asked (markUnknown=no); the '#' (could not generate)
 * and '@' (missing from the bilingual dictionary) marks stay, and so do the double spaces
 * left where a pronoun was dropped ("mientras  eran"). A mark is removed only when the
 * source had no such character, so hashtags and e-mail addresses survive.
 */
const MARKS = ['#', '@', '*'] as const;

export function cleanApertiumOutput(output: string, source: string): string {
  let text = output;
  for (const mark of MARKS) {
    if (!source.includes(mark)) text = text.replace(markBeforeWord(mark), '$1');
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

/** The mark at the start of a word: after the line start or a non-letter, before a letter or digit. */
function markBeforeWord(mark: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])[${mark}](?=[\\p{L}\\p{N}])`, 'gmu');
}
