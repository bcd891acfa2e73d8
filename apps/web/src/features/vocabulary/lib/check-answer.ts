/**
 * The typed answer as practice compares it (docs/product.md, Vocabulary): trimmed and
 * case-insensitive, with the case rules of the answer's language (Turkish dotted i, German ß).
 */
export function normaliseAnswer(text: string, language: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase(language);
}

/** A blank answer is not checked: the learner is asked to type one. */
export function isBlankAnswer(text: string): boolean {
  return text.trim() === '';
}

/** Whether the answer matches one of the accepted target-language answers. */
export function isCorrectAnswer(answer: string, accepted: readonly string[], language: string): boolean {
  const typed = normaliseAnswer(answer, language);
  return accepted.some((candidate) => normaliseAnswer(candidate, language) === typed);
}
