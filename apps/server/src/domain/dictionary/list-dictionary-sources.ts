import type { DictionaryImport } from '@tolk/contracts/dictionary';
import { LanguageCode } from '@tolk/contracts/languages';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lexiconSources } from '../../db/schema/dictionary';

const STATUSES = new Set(['importing', 'imported', 'failed'] as const);

/** Every imported dictionary, frequency and level list, oldest first, with the attribution its licence asks for. */
export async function listDictionarySources(db: Database): Promise<DictionaryImport[]> {
  const rows = await db.select().from(lexiconSources).orderBy(asc(lexiconSources.id));
  return rows.map((row) => {
    const language = LanguageCode.safeParse(row.language);
    const status = STATUSES.has(row.status as DictionaryImport['status'])
      ? (row.status as DictionaryImport['status'])
      : 'failed';
    return {
      fileName: row.fileName,
      format: row.format,
      language: language.success ? language.data : null,
      status,
      entries: Math.max(0, row.entries),
      skipped: Math.max(0, row.skipped),
      error: row.error,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      source: {
        name: String(row.attribution?.name ?? row.fileName),
        licence: String(row.attribution?.licence ?? ''),
        url: String(row.attribution?.url ?? ''),
      },
    };
  });
}
