import { randomUUID } from 'node:crypto';
import { DIALOGUE_CONVERSATION_IDLE_MINUTES } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dialogueEntries } from '../../db/schema/dialogue';

/**
 * The conversation a turn belongs to: the id the client named, or, when it named none (a client
 * written from the call list sends none), the learner's latest conversation in the language if
 * its last turn is at most DIALOGUE_CONVERSATION_IDLE_MINUTES before `now`, else a new one. One
 * probe of the (user_id, language_code, created_at, id) index.
 */
export async function conversationOfTurn(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  conversationId: string | undefined;
  now: Date;
}): Promise<string> {
  const { db, userId, language, conversationId, now } = options;
  if (conversationId) return conversationId;
  const since = new Date(now.getTime() - DIALOGUE_CONVERSATION_IDLE_MINUTES * 60_000);
  const [latest] = await db
    .select({ conversationId: dialogueEntries.conversationId })
    .from(dialogueEntries)
    .where(
      and(
        eq(dialogueEntries.userId, userId),
        eq(dialogueEntries.languageCode, language),
        gte(dialogueEntries.createdAt, since),
      ),
    )
    .orderBy(desc(dialogueEntries.createdAt), desc(dialogueEntries.id))
    .limit(1);
  return latest?.conversationId ?? randomUUID();
}
