import type { DictionaryImport } from '@tolk/contracts/dictionary';
import { isLanguageCode } from '@tolk/contracts/languages';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lexiconSources } from '../../db/schema/dictionary';

/** Every dictionary source with how far its import got, oldest first: admin diagnostics and attribution. */
export async function listDictionaryImports(db: Database): Promise<DictionaryImport[]> {
  const rows = await db.select().from(lexiconSources).orderBy(asc(lexiconSources.startedAt), asc(lexiconSources.id));
  return rows.map((row) => ({
    fileName: row.fileName,
    format: row.format,
    language: row.language && isLanguageCode(row.language) ? row.language : null,
    status: row.status === 'imported' || row.status === 'failed' ? row.status : 'importing',
    entries: row.entries,
    skipped: row.skipped,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    source: row.attribution,
  }));
}
