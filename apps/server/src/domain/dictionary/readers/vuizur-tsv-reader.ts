import type { LexiconRecord } from '../lexicon-record';
import { readTextLines } from './text-lines';
import { parseVuizurDefinition, vuizurRecords } from './vuizur-definition';

/**
 * The longest line read, in characters. The longest line of the files we know is a few kilobytes
 * (an Arabic verb with its conjugated forms); a line past this is corrupt and skipped, so a file
 * without line breaks cannot fill the memory.
 */
export const MAX_TSV_LINE_CHARS = 1 << 20;

/**
 * Reads a Vuizur Wiktionary tab file (`headword|form|form…<TAB>HTML`, one headword a line) as
 * lexicon records, one per part of speech, streaming: memory holds one line at a time. A line
 * without a tab, without a headword or without a gloss is skipped.
 */
export async function* readVuizurTsv(path: string): AsyncIterable<LexiconRecord> {
  for await (const line of readTextLines(path, { maxLineChars: MAX_TSV_LINE_CHARS })) {
    yield* parseVuizurTsvLine(line);
  }
}

/** The records of one line of a Vuizur tab file; none when the line is malformed. */
export function parseVuizurTsvLine(line: string): LexiconRecord[] {
  if (line.length > MAX_TSV_LINE_CHARS) return [];
  const tab = line.indexOf('\t');
  if (tab <= 0) return [];
  // A '|' inside a form is written '\|' (template text leaking into the forms, dropped later).
  const [headword = '', ...forms] = line
    .slice(0, tab)
    .split(/(?<!\\)\|/u)
    .map((part) => part.replaceAll('\\|', '|'));
  return vuizurRecords(headword, forms, parseVuizurDefinition(line.slice(tab + 1)));
}
