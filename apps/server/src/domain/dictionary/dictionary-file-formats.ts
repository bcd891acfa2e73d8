import type { DictionarySource } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { DictionaryLimits } from '../../config';
import type { Database } from '../../db/client';
import { ATTRIBUTIONS } from './dictionary-attributions';
import { writeLexicon } from './lexicon-writer';
import { cefrFileLanguage, readCefrList } from './readers/cefr-list-reader';
import { frequencyFileLanguage, preferredFrequencyFiles, readFrequencyList } from './readers/frequency-list-reader';
import { kaikkiFileLanguage } from './readers/kaikki-languages';
import { readStarDict } from './readers/stardict-reader';
import { vuizurFileLanguage } from './readers/vuizur-file-language';
import { readVuizurTsv } from './readers/vuizur-tsv-reader';
import { readWiktextract } from './readers/wiktextract-reader';
import { writeWordFrequencies, writeWordLevels } from './word-rank-writer';

/** What importing one source needs: where its rows go, and how to say how far it got. */
export interface SourceWriteOptions {
  db: Database;
  sourceId: number;
  signal: AbortSignal;
  /** Called as entries are written, with the count so far. */
  onProgress: (entries: number) => void;
  /** What the file may cost (DICTIONARY_MAX_*). */
  limits: DictionaryLimits;
  /** The most entries this source may write: the per-source limit, or less when the lexicon is nearly full. */
  maxEntries: number;
  /** Records left out (unstorable, refused, a definition past the size limit): reported with the source. */
  counts: { skipped: number };
}

/** A dictionary file this server knows how to import, recognised by its name. */
export interface DictionaryFile {
  /** lexicon_sources.format: wiktextract, vuizur-tsv, stardict, frequency, cefr. */
  format: string;
  /**
   * Bumped when the reader changes what it makes of the same file, so the file is imported again:
   * it is part of the content hash stored for the file.
   */
  readerVersion: number;
  /** Null when the entries name their own language and the name does not say. */
  language: LanguageCode | null;
  attribution: DictionarySource;
  /** Reads the file and writes its rows under the source; returns the entries written. */
  write(filePath: string, options: SourceWriteOptions): Promise<number>;
}

/**
 * Recognises a file of DICTIONARY_DIR by its name, as the public sources name them, or returns
 * null (the file is left alone, as are `.part` files of a download under way):
 * - kaikki.org Wiktextract dumps, `*.jsonl` or `*.jsonl.gz` (language from `kaikki.org-dictionary-<Language>`
 *   or else from each entry);
 * - Vuizur's Wiktionary files, `<Language>-English Wiktionary dictionary.tsv` and `… stardict.tar.gz`;
 * - FrequencyWords lists, `<code>_50k.txt` or `<code>_full.txt`;
 * - the English CEFR lists, `cefrj-vocabulary-profile-*.csv` and `octanove-vocabulary-profile-*.csv`.
 */
export function recogniseDictionaryFile(fileName: string): DictionaryFile | null {
  const name = fileName.normalize('NFC');
  if (/\.jsonl(\.gz)?$/i.test(name)) {
    const language = kaikkiFileLanguage(name);
    return {
      format: 'wiktextract',
      readerVersion: 1,
      language,
      attribution: ATTRIBUTIONS.wiktextract,
      // Every record names its language; the fallback is never used.
      write: (filePath, { signal, limits, ...options }) =>
        writeLexicon({
          ...options,
          language: language ?? 'en',
          records: readWiktextract(filePath, { signal, maxLineChars: limits.maxEntryBytes }),
        }),
    };
  }
  const vuizurLanguage = vuizurFileLanguage(name);
  if (vuizurLanguage && /\.tsv$/i.test(name)) {
    return {
      format: 'vuizur-tsv',
      readerVersion: 1,
      language: vuizurLanguage,
      attribution: ATTRIBUTIONS.vuizur,
      write: (filePath, options) =>
        writeLexicon({ ...options, language: vuizurLanguage, records: readVuizurTsv(filePath) }),
    };
  }
  if (vuizurLanguage && /stardict\.tar\.gz$/i.test(name)) {
    return {
      format: 'stardict',
      readerVersion: 1,
      language: vuizurLanguage,
      attribution: ATTRIBUTIONS.vuizur,
      write: (filePath, options) =>
        writeLexicon({
          ...options,
          language: vuizurLanguage,
          records: readStarDict(filePath, { ...options.limits, counts: options.counts }),
        }),
    };
  }
  const frequencyLanguage = frequencyFileLanguage(name);
  if (frequencyLanguage) {
    return {
      format: 'frequency',
      readerVersion: 1,
      language: frequencyLanguage,
      attribution: ATTRIBUTIONS.frequency,
      write: (filePath, options) =>
        writeWordFrequencies({ ...options, language: frequencyLanguage, words: readFrequencyList(filePath) }),
    };
  }
  const cefrLanguage = cefrFileLanguage(name);
  if (cefrLanguage) {
    return {
      format: 'cefr',
      readerVersion: 1,
      language: cefrLanguage,
      attribution: /^octanove/i.test(name) ? ATTRIBUTIONS.octanove : ATTRIBUTIONS.cefrj,
      write: (filePath, options) =>
        writeWordLevels({ ...options, language: cefrLanguage, levels: readCefrList(filePath) }),
    };
  }
  return null;
}

/**
 * The files of a directory to import, and why the others are not: one FrequencyWords list per
 * language (preferredFrequencyFiles), and Vuizur's StarDict archive only when the same language's
 * TSV is not there (the same Wiktionary data packed twice would show every sense twice).
 */
export function chooseDictionaryFiles(fileNames: readonly string[]): {
  chosen: { fileName: string; file: DictionaryFile }[];
  passedOver: { fileName: string; reason: string }[];
} {
  const recognised = fileNames.flatMap((fileName) => {
    const file = recogniseDictionaryFile(fileName);
    return file ? [{ fileName, file }] : [];
  });
  const preferredFrequency = new Set(preferredFrequencyFiles(fileNames).values());
  const tsvLanguages = new Set(
    recognised.filter(({ file }) => file.format === 'vuizur-tsv').map(({ file }) => file.language),
  );
  const chosen: { fileName: string; file: DictionaryFile }[] = [];
  const passedOver: { fileName: string; reason: string }[] = [];
  for (const item of recognised) {
    if (item.file.format === 'frequency' && !preferredFrequency.has(item.fileName)) {
      passedOver.push({ fileName: item.fileName, reason: 'another frequency list of the language is preferred' });
    } else if (item.file.format === 'stardict' && tsvLanguages.has(item.file.language)) {
      passedOver.push({ fileName: item.fileName, reason: "the language's Vuizur TSV holds the same entries" });
    } else {
      chosen.push(item);
    }
  }
  return { chosen, passedOver };
}
