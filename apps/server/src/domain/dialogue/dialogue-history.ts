import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
import { decodePageCursor } from '../../db/page-cursor';
import { dialogueEntries } from '../../db/schema/dialogue';
import { toDialogueEntries } from './dialogue-entry-view';

interface HistoryPageOptions {
  db: Database;
  userId: string;
  languageCode: LanguageCode;
  limit: number;
  cursor?: string;
}

/**
 * One page of the learner's dialogue in a language, newest first, after `cursor` (a previous
 * page's nextCursor): a keyset range scan on (user_id, language_code, created_at, id), so the
 * first page of a long history costs what it costs for a short one (decision 015).
 */
export async function listDialogueHistory(
  options: HistoryPageOptions,
): Promise<{ entries: DialogueEntry[]; nextCursor: string | null }> {
  const { db, userId, languageCode, limit, cursor } = options;
  const after = cursor === undefined ? undefined : decodePageCursor(cursor);
  const rows = await historyPage(db, after !== undefined).execute({
    userId,
    languageCode,
    afterTime: after?.createdAt,
    afterId: after?.id,
    limit: limit + 1,
  });
  const page = toPage(rows, limit);
  const entries = await toDialogueEntries(
    options.db,
    page.rows.map((row) => row.entry),
  );
  return { entries, nextCursor: page.nextCursor };
}

/** The page's select, first or after a cursor, built once (db/built-once.ts); its values by placeholder. */
function historyPage(db: Database, after: boolean) {
  return builtOnce(db, `dialogue_history_${after ? 'after' : 'first'}`, (name) =>
    historySelect(
      db,
      and(
        eq(dialogueEntries.userId, sql.placeholder('userId')),
        eq(dialogueEntries.languageCode, sql.placeholder('languageCode')),
        after
          ? sql`(${dialogueEntries.createdAt}, ${dialogueEntries.id}) < (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

/** The page's query with its values written in, limit + 1 rows, so a test can ask PostgreSQL how it runs it. */
export function dialogueHistoryQuery({ db, userId, languageCode, limit, cursor }: HistoryPageOptions) {
  return historySelect(
    db,
    and(
      eq(dialogueEntries.userId, userId),
      eq(dialogueEntries.languageCode, languageCode),
      afterCursor(dialogueEntries, cursor),
    ),
  ).limit(limit + 1);
}

/** The learner's entries in a language, newest first, on (user_id, language_code, created_at, id). */
function historySelect(db: Database, where: SQL | undefined) {
  return db
    .select({ entry: dialogueEntries, id: dialogueEntries.id, cursorTime: cursorTime(dialogueEntries) })
    .from(dialogueEntries)
    .where(where)
    .orderBy(desc(dialogueEntries.createdAt), desc(dialogueEntries.id));
}
