import type { Phrase } from '@tolk/contracts/phrases';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
import { phrases } from '../../db/schema/phrases';
import { presentPhrase } from './present-phrase';

/**
 * One page of a user's phrases, newest first, after `cursor` (a previous page's nextCursor).
 * A keyset query on the (user_id, created_at, id) index: the first page costs the same for a
 * hundred phrases as for ten thousand, and phrases saved meanwhile never shift later pages.
 */
export async function listUserPhrases(
  options: PhrasePageOptions,
): Promise<{ phrases: Phrase[]; nextCursor: string | null }> {
  const page = toPage(await phrasePageQuery(options), options.limit);
  return { phrases: page.rows.map((row) => presentPhrase(row.phrase)), nextCursor: page.nextCursor };
}

interface PhrasePageOptions {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
}

/** The page's query, limit + 1 rows, apart so a test can ask PostgreSQL how it runs it. */
export function phrasePageQuery({ db, userId, limit, cursor }: PhrasePageOptions) {
  return db
    .select({ phrase: phrases, id: phrases.id, cursorTime: cursorTime(phrases) })
    .from(phrases)
    .where(and(eq(phrases.userId, userId), afterCursor(phrases, cursor)))
    .orderBy(desc(phrases.createdAt), desc(phrases.id))
    .limit(limit + 1);
}
