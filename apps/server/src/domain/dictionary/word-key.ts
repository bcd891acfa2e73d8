/**
 * A word as look-ups compare it: Unicode NFC (a file's decomposed 'å' meets a typed one),
 * trimmed, lowercased. Headwords, inflected forms, frequency lists and study lists all store this
 * key beside the word as written, so one index answers every spelling of case.
 */
export function wordKey(text: string): string {
  return text.normalize('NFC').trim().toLowerCase();
}
