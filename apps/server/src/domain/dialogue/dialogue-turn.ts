import {
  DIALOGUE_FIRST_TURN_SECONDS,
  DIALOGUE_TURN_MAX_SECONDS,
  type DialogueChatRequest,
  type DialogueEntry,
} from '@tolk/contracts/dialogue';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dialogueEntries, dialogueWordUses } from '../../db/schema/dialogue';
import type { ChatReplyResult, ChatService } from '../../engines/chat/chat-service';
import { addWords } from '../stats/count-words';
import { reviewUsedWords } from '../study-words/record-word-uses';
import { conversationSoFar } from './conversation-so-far';
import { conversationOfTurn } from './current-conversation';
import { toDialogueEntry } from './dialogue-entry-view';
import { candidateWords, dueWordsToWeaveIn } from './dialogue-study-words';
import { checkMessage, type MessageCheck } from './message-check';
import { partnerInstructions } from './partner-instructions';

/** The longest reply: a few short sentences leave room to spare; a runaway model stops here. */
export const DIALOGUE_REPLY_MAX_TOKENS = 300;
/** Some variety in the partner's replies; the check runs at 0. */
const REPLY_TEMPERATURE = 0.7;

export type DialogueTurnRequest = z.output<typeof DialogueChatRequest>;

/**
 * One turn of the dialogue partner. The reply is written from the partner's instructions, the
 * conversation so far (this learner's earlier turns of the same conversation, within a token
 * budget) and the message, streamed through `onDelta`; beside it, one structured check finds the
 * learner's mistakes and which of their study words they used correctly. A failed check costs
 * only that (corrections null, logged); a failed reply fails the turn and nothing is stored.
 * Then the entry is stored with what the stats count, and the correctly used study words are
 * reviewed or noted. `now` is the learner's message time (the caller's clock).
 */
export async function takeDialogueTurn(options: {
  db: Database;
  chat: ChatService;
  userId: string;
  request: DialogueTurnRequest;
  now: Date;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
}): Promise<DialogueEntry> {
  const { db, chat, userId, request, now, log, signal } = options;
  const { message, languageCode: language, level, topic } = request;
  const conversationId = await conversationOfTurn({
    db,
    userId,
    language,
    conversationId: request.conversationId,
    now,
  });

  const [history, dueWords, candidates] = await Promise.all([
    conversationSoFar({ db, userId, conversationId }),
    dueWordsToWeaveIn({ db, userId, language, now }),
    candidateWords({ db, userId, language, message }),
  ]);
  const system = partnerInstructions({ language, level, topic, dueWords, omittedTurns: history.omittedTurns });

  // The check is given up with the reply: its answer would have nowhere to go.
  const checkStop = new AbortController();
  const checkSignal = signal ? AbortSignal.any([signal, checkStop.signal]) : checkStop.signal;
  const lastReply = history.messages.at(-1);
  const checking: Promise<MessageCheck | null> = checkMessage({
    chat,
    language,
    level,
    interfaceLanguage: request.interfaceLanguage,
    message,
    partnerSaid: lastReply?.role === 'assistant' ? lastReply.content : null,
    studyWords: candidates.map((candidate) => candidate.word),
    signal: checkSignal,
    learner: userId,
  }).catch((error: unknown) => {
    if (!checkSignal.aborted)
      log.warn({ err: error }, 'dialogue message check failed: the turn goes on without corrections');
    return null;
  });

  let reply: ChatReplyResult;
  try {
    reply = await chat.reply({
      messages: [{ role: 'system', content: system }, ...history.messages, { role: 'user', content: message }],
      temperature: REPLY_TEMPERATURE,
      maxTokens: DIALOGUE_REPLY_MAX_TOKENS,
      signal,
      learner: userId,
      onDelta: options.onDelta,
    });
  } catch (error) {
    checkStop.abort();
    await checking;
    throw error;
  }
  const check = await checking;

  const words = new Set<string>();
  addWords(words, message, language);
  // The cards the message reviewed, the entry and its word uses commit together, or none of them does.
  const { entry, reviewedWords } = await db.transaction(async (tx) => {
    const reviewed = check
      ? await reviewUsedWords({ db: tx, userId, candidates, usedCorrectly: check.usedCorrectly, now, log })
      : [];
    const [row] = await tx
      .insert(dialogueEntries)
      .values({
        userId,
        conversationId,
        languageCode: language,
        level,
        topic,
        userMessage: message,
        gptResponse: reply.content,
        corrections: check?.corrections ?? null,
        model: reply.model,
        wordCount: words.size,
        activeSeconds: turnSeconds(history.lastTurnAt, now),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('dialogue entry insert returned nothing');
    if (reviewed.length > 0) {
      await tx
        .insert(dialogueWordUses)
        .values(reviewed.map((used) => ({ entryId: row.id, userId, createdAt: now, ...used })));
    }
    return { entry: row, reviewedWords: reviewed };
  });

  return toDialogueEntry(entry, reviewedWords);
}

/**
 * The turn's share of time in conversation: the pause since the conversation's previous turn,
 * at most DIALOGUE_TURN_MAX_SECONDS (a longer pause is time away), and DIALOGUE_FIRST_TURN_SECONDS
 * for a first turn (the time spent writing it is not otherwise known).
 */
export function turnSeconds(lastTurnAt: Date | null, now: Date): number {
  if (!lastTurnAt) return DIALOGUE_FIRST_TURN_SECONDS;
  const seconds = Math.round((now.getTime() - lastTurnAt.getTime()) / 1000);
  return Math.min(Math.max(seconds, 0), DIALOGUE_TURN_MAX_SECONDS);
}
