import { createHash } from 'node:crypto';

/**
 * The form under which a text is remembered and translated: Unicode NFC, each line trimmed with its runs of
 * whitespace as one space, the lines kept (a learner's Shift+Enter is part of the text; every engine here keeps
 * a line break in place), at most one empty line between two, no empty lines at either end.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function textHash(normalisedText: string): string {
  return createHash('sha256').update(normalisedText).digest('hex');
}
