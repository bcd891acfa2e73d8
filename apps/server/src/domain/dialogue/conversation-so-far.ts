import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dialogueEntries } from '../../db/schema/dialogue';
import type { ChatMessage } from '../../engines/chat/chat-engine';

/**
 * The tokens the earlier turns of a conversation may take in the model's context. Small local
 * models have 4,096 tokens; the instructions (~400), the learner's message (up to ~1,000 for the
 * longest allowed) and the reply (DIALOGUE_REPLY_MAX_TOKENS) must fit beside them. About
 * 8,000 characters of Latin script: some twenty turns at A1–B1.
 */
export const DIALOGUE_HISTORY_TOKEN_BUDGET = 2000;

/** The newest earlier turns read at most; older ones are left out as if over the budget. */
export const DIALOGUE_HISTORY_TURNS_MAX = 60;

/** Hangul, kana, Han and Thai: about one token per character in the common tokenizers. */
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * A cautious estimate of the tokens of a text, from its characters: four ASCII characters per
 * token (the usual figure for English), two for other scripts (Cyrillic, Arabic, Devanagari,
 * accented letters), one for the dense scripts. No tokenizer: the model is not known here (it may
 * be a local GGUF), and over-estimating only drops a turn sooner.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  let dense = 0;
  for (const character of text) {
    if (character.charCodeAt(0) < 128) ascii += 1;
    else if (DENSE_SCRIPT.test(character)) dense += 1;
    else other += 1;
  }
  return dense + Math.ceil(other / 2) + Math.ceil(ascii / 4);
}

export interface ConversationSoFar {
  /** The kept turns, oldest first, as user and assistant messages. */
  messages: ChatMessage[];
  /** Earlier turns left out: the oldest ones, past the budget. */
  omittedTurns: number;
  /** When the newest earlier turn was made; null for a conversation's first turn. */
  lastTurnAt: Date | null;
}

/**
 * The earlier turns of one conversation of one learner (another learner's turns under the same
 * id are never read), newest kept first until the token budget is spent, then given oldest first.
 * Older turns are dropped rather than summarised: a summary would be one more model call per
 * turn (or a stored rolling summary to keep in step), and a practice conversation lives on its
 * recent turns; the partner is told that earlier turns were left out.
 */
export async function conversationSoFar(options: {
  db: Database;
  userId: string;
  conversationId: string;
  budget?: number;
}): Promise<ConversationSoFar> {
  const { db, userId, conversationId, budget = DIALOGUE_HISTORY_TOKEN_BUDGET } = options;
  const rows = await db
    .select({
      userMessage: dialogueEntries.userMessage,
      gptResponse: dialogueEntries.gptResponse,
      createdAt: dialogueEntries.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(dialogueEntries)
    .where(and(eq(dialogueEntries.conversationId, conversationId), eq(dialogueEntries.userId, userId)))
    .orderBy(desc(dialogueEntries.createdAt), desc(dialogueEntries.id))
    .limit(DIALOGUE_HISTORY_TURNS_MAX);

  let spent = 0;
  const kept: typeof rows = [];
  for (const row of rows) {
    spent += estimateTokens(row.userMessage) + estimateTokens(row.gptResponse);
    if (spent > budget) break;
    kept.push(row);
  }
  const messages = kept.reverse().flatMap((row): ChatMessage[] => [
    { role: 'user', content: row.userMessage },
    { role: 'assistant', content: row.gptResponse },
  ]);
  return {
    messages,
    omittedTurns: (rows[0]?.total ?? 0) - kept.length,
    lastTurnAt: rows[0]?.createdAt ?? null,
  };
}
