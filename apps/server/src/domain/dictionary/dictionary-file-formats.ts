import type { DictionarySource } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import { ATTRIBUTIONS } from './dictionary-attributions';
import { writeLexicon } from './lexicon-writer';
import { kaikkiFileLanguage } from './readers/kaikki-languages';
import { readWiktextract } from './readers/wiktextract-reader';

/** What importing one source needs: where its rows go, and how to say how far it got. */
export interface SourceWriteOptions {
  db: Database;
  sourceId: number;
  signal: AbortSignal;
  /** Called as entries are written, with the count so far. */
  onProgress: (entries: number) => void;
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
 * null (the file is left alone):
 * - kaikki.org Wiktextract dumps, `*.jsonl` or `*.jsonl.gz`
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
      write: (filePath, { db, sourceId, signal, onProgress }) =>
        writeLexicon({
          db,
          sourceId,
          language: language ?? 'en',
          records: readWiktextract(filePath, { signal }),
          onProgress,
        }),
    };
  }
  return null;
}
