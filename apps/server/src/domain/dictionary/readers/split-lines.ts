import type { Transform } from 'node:stream';
import split2 from 'split2';

/**
 * A stream of a text file's lines (LF or CRLF). A line longer than `maxChars` is dropped without
 * being held whole (split2's skipOverflow, which its type definitions do not list), so a corrupt
 * file without line breaks cannot fill the memory; the readers also drop a longer line split2 was
 * handed in one piece.
 */
export function splitLines(maxChars: number): Transform {
  const options: split2.Options & { skipOverflow: boolean } = { maxLength: maxChars, skipOverflow: true };
  return split2(options);
}
