import { createHash } from 'node:crypto';

/** The form under which a text is remembered: Unicode NFC, trimmed, runs of whitespace as one space. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function textHash(normalisedText: string): string {
  return createHash('sha256').update(normalisedText).digest('hex');
}
