import type { DialogueEntry } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
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
  const page = toPage(await dialogueHistoryQuery(options), options.limit);
  const entries = await toDialogueEntries(
    options.db,
    page.rows.map((row) => row.entry),
  );
  return { entries, nextCursor: page.nextCursor };
}

/** The page's query, limit + 1 rows, apart so a test can ask PostgreSQL how it runs it. */
export function dialogueHistoryQuery({ db, userId, languageCode, limit, cursor }: HistoryPageOptions) {
  return db
    .select({ entry: dialogueEntries, id: dialogueEntries.id, cursorTime: cursorTime(dialogueEntries) })
    .from(dialogueEntries)
    .where(
      and(
        eq(dialogueEntries.userId, userId),
        eq(dialogueEntries.languageCode, languageCode),
        afterCursor(dialogueEntries, cursor),
      ),
    )
    .orderBy(desc(dialogueEntries.createdAt), desc(dialogueEntries.id))
    .limit(limit + 1);
}
