import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DICTIONARY_LIMITS } from '../dictionary-limits';
import type { LexiconRecord } from '../lexicon-record';
import { unpackStarDict } from './stardict-archive';
import { StarDictSynonyms } from './stardict-synonyms';
import { parseVuizurDefinition, plainText, type VuizurBlock, vuizurRecords } from './vuizur-definition';

export interface ReadStarDictOptions {
  /** Where the uncompressed definitions are written while reading (removed after); the system's by default. */
  tempDir?: string;
  /** A definition larger than this is skipped, whatever the .idx says (DICTIONARY_MAX_ENTRY_MB). */
  maxEntryBytes?: number;
  /** The uncompressed definitions may take at most this on disk (DICTIONARY_MAX_TEMP_MB). */
  maxTempBytes?: number;
  /** Counts the entries skipped for their size. */
  counts?: { skipped: number };
}

/**
 * Reads a StarDict dictionary packed as `.tar.gz` (the Vuizur Wiktionary archives) as lexicon
 * records, the same as readVuizurTsv gives for the same language: one record per part of speech,
 * the .syn's forms as forms.
 *
 * Memory: the .idx and the .syn are held whole (each at most MAX_STARDICT_INDEX_BYTES; the largest
 * Vuizur one is 18 MB) plus 4 bytes per entry and per form; the definitions, the largest part, are
 * unpacked to a temporary file (at most `maxTempBytes`) and read through a 1 MiB window, so they never
 * are in memory whole. No size the archive states is trusted: the .ifo's wordcount is bounded by what
 * the .idx can hold, and an entry whose definition is past `maxEntryBytes`, lies outside the file, or
 * has no gloss is skipped; a truncated index or an archive missing a part is an error.
 *
 * The format: https://github.com/huzheng001/stardict-3/blob/master/dict/doc/StarDictFileFormat
 */
export async function* readStarDict(
  tarGzPath: string,
  options: ReadStarDictOptions = {},
): AsyncIterable<LexiconRecord> {
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_DICTIONARY_LIMITS.maxEntryBytes;
  const folder = await mkdtemp(join(options.tempDir ?? tmpdir(), 'tolk-stardict-'));
  let dict: FileHandle | undefined;
  try {
    const files = await unpackStarDict(tarGzPath, folder, {
      maxDictBytes: options.maxTempBytes ?? DEFAULT_DICTIONARY_LIMITS.maxTempBytes,
    });
    const info = parseIfo(files.ifo);
    const offsetBytes = info.offsetBits === 64 ? 8 : 4;
    // Each .idx entry takes at least its NUL, offset and size: more entries than that is a lie.
    const entryCount = Math.min(info.wordCount, Math.floor(files.idx.length / (1 + offsetBytes + 4)));
    const synonyms = files.syn ? StarDictSynonyms.fromBuffer(files.syn, entryCount) : StarDictSynonyms.empty();
    dict = await open(files.dictPath, 'r');
    const definitions = new WindowReader(dict, (await dict.stat()).size);
    const idx = files.idx;
    let position = 0;
    for (let entry = 0; position < idx.length; entry += 1) {
      const end = idx.indexOf(0, position);
      if (end < 0 || end + 1 + offsetBytes + 4 > idx.length) throw new Error(`the .idx is truncated at entry ${entry}`);
      const headword = idx.toString('utf8', position, end);
      const offset = offsetBytes === 8 ? Number(idx.readBigUInt64BE(end + 1)) : idx.readUInt32BE(end + 1);
      const size = idx.readUInt32BE(end + 1 + offsetBytes);
      position = end + 1 + offsetBytes + 4;
      if (size > maxEntryBytes) {
        if (options.counts) options.counts.skipped += 1;
        continue;
      }
      const data = await definitions.read(offset, size);
      if (!data || data.length === 0) continue;
      const { blocks, ipa } = readDefinition(data, info.sameTypeSequence);
      for (const record of vuizurRecords(headword, synonyms.formsOf(entry), blocks)) {
        yield { ...record, ipa };
      }
    }
  } finally {
    await dict?.close();
    await rm(folder, { recursive: true, force: true });
  }
}

interface StarDictInfo {
  wordCount: number;
  offsetBits: number;
  /** The field types every entry has, in order ('h': HTML, 'm': plain text…); null when each entry names its own. */
  sameTypeSequence: string | null;
}

function parseIfo(text: string): StarDictInfo {
  const lines = text.split(/\r?\n/u);
  if (!lines[0]?.startsWith("StarDict's dict ifo file")) throw new Error('the .ifo does not start as StarDict’s');
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const equals = line.indexOf('=');
    if (equals > 0) fields.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  const wordCount = Number(fields.get('wordcount'));
  if (!Number.isSafeInteger(wordCount) || wordCount < 0) throw new Error('the .ifo has no valid wordcount');
  return {
    wordCount,
    offsetBits: fields.get('idxoffsetbits') === '64' ? 64 : 32,
    sameTypeSequence: fields.get('sametypesequence') || null,
  };
}

/**
 * An entry's data as glosses by part of speech, and its phonetic field if any. Lower-case types are
 * text ('h' HTML, 'x' XDXF and 'g' Pango markup are read as HTML, the rest as plain text, one gloss a
 * line); upper-case ones are binary (pictures, sounds) and skipped.
 */
function readDefinition(data: Buffer, sameTypeSequence: string | null): { blocks: VuizurBlock[]; ipa: string | null } {
  const blocks: VuizurBlock[] = [];
  let ipa: string | null = null;
  for (const field of definitionFields(data, sameTypeSequence)) {
    if (field.type === 't') ipa = plainText(field.text).replace(/^\/|\/$/gu, '') || ipa;
    else if (field.type === 'h' || field.type === 'x' || field.type === 'g') {
      blocks.push(...parseVuizurDefinition(field.text));
    } else if (field.type === 'm' || field.type === 'l') {
      const glosses = field.text.split(/\r?\n/u).map(plainText).filter(Boolean);
      if (glosses.length > 0) blocks.push({ partOfSpeech: null, glosses });
    }
  }
  return { blocks, ipa };
}

interface DefinitionField {
  type: string;
  text: string;
}

/**
 * The fields of an entry's data. With a sametypesequence, fields come in its order without their
 * type, and the last one runs to the end of the data; without one, each field starts with its type.
 * Text fields end with '\0', binary ones start with their 32-bit size.
 */
function definitionFields(data: Buffer, sameTypeSequence: string | null): DefinitionField[] {
  const fields: DefinitionField[] = [];
  let position = 0;
  const types = sameTypeSequence ? [...sameTypeSequence] : null;
  for (let index = 0; position < data.length; index += 1) {
    let type: string;
    if (types) {
      if (index >= types.length) break;
      type = types[index] as string;
    } else {
      type = String.fromCharCode(data[position] as number);
      position += 1;
    }
    const last = types !== null && index === types.length - 1;
    if (type === type.toUpperCase()) {
      if (last) break;
      if (position + 4 > data.length) break;
      position += 4 + data.readUInt32BE(position);
      continue;
    }
    let end = last ? data.length : data.indexOf(0, position);
    if (end < 0) end = data.length;
    fields.push({ type, text: data.toString('utf8', position, end) });
    position = end + 1;
  }
  return fields;
}

const WINDOW_BYTES = 1024 * 1024;

/**
 * Reads slices of a file through one window: StarDict's definitions are stored in the .idx order, so
 * reading entries in that order mostly slices the window already read.
 */
class WindowReader {
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly file: FileHandle,
    private readonly fileSize: number,
  ) {}

  /** The bytes, or null when they lie outside the file. */
  async read(offset: number, size: number): Promise<Buffer | null> {
    if (offset + size > this.fileSize) return null;
    const windowEnd = this.windowStart + this.window.length;
    if (offset < this.windowStart || offset + size > windowEnd) {
      const length = Math.min(Math.max(size, WINDOW_BYTES), this.fileSize - offset);
      const buffer = Buffer.allocUnsafe(length);
      const { bytesRead } = await this.file.read(buffer, 0, length, offset);
      this.window = buffer.subarray(0, bytesRead);
      this.windowStart = offset;
      if (bytesRead < size) return null;
    }
    return this.window.subarray(offset - this.windowStart, offset - this.windowStart + size);
  }
}
