import {
  type DialogueEntry,
  DialogueLevel,
  type DialogueReviewedWord,
  DialogueTopic,
  dialoguePaths,
} from '@tolk/contracts/dialogue';
import { LanguageCode } from '@tolk/contracts/languages';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DialogueEntryRow, dialogueWordUses } from '../../db/schema/dialogue';

/**
 * A stored turn as every dialogue endpoint answers it. The reply's audio is the authenticated
 * audio route (spoken on first request, then cached); the learner's recording is never kept, so
 * userAudioUrl is always null. Rows are written only by the chat turn, so a value outside the
 * contract's enums is a programming error and fails loudly here.
 */
export function toDialogueEntry(row: DialogueEntryRow, reviewedWords: DialogueReviewedWord[]): DialogueEntry {
  return {
    id: row.id,
    userMessage: row.userMessage,
    gptResponse: row.gptResponse,
    languageCode: LanguageCode.parse(row.languageCode),
    createdAt: row.createdAt.toISOString(),
    userAudioUrl: null,
    gptAudioUrl: dialoguePaths.audio(row.id),
    conversationId: row.conversationId,
    level: DialogueLevel.parse(row.level),
    topic: DialogueTopic.parse(row.topic),
    corrections: row.corrections ?? null,
    reviewedWords,
    generated: { model: row.model },
  };
}

/** The study-list words used in each of these entries, in one query, by entry id (absent: none). */
export async function reviewedWordsByEntry(
  db: Database,
  entryIds: readonly string[],
): Promise<Map<string, DialogueReviewedWord[]>> {
  const byEntry = new Map<string, DialogueReviewedWord[]>();
  if (entryIds.length === 0) return byEntry;
  const uses = await db
    .select({
      entryId: dialogueWordUses.entryId,
      studyWordId: dialogueWordUses.studyWordId,
      word: dialogueWordUses.word,
      scheduled: dialogueWordUses.scheduled,
    })
    .from(dialogueWordUses)
    .where(inArray(dialogueWordUses.entryId, [...entryIds]))
    .orderBy(asc(dialogueWordUses.entryId), asc(dialogueWordUses.createdAt), asc(dialogueWordUses.word));
  for (const { entryId, ...word } of uses) {
    const list = byEntry.get(entryId) ?? [];
    list.push(word);
    byEntry.set(entryId, list);
  }
  return byEntry;
}

/** Rows with their reviewed words, as DialogueEntry values in the rows' order. */
export async function toDialogueEntries(db: Database, rows: readonly DialogueEntryRow[]): Promise<DialogueEntry[]> {
  const words = await reviewedWordsByEntry(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDialogueEntry(row, words.get(row.id) ?? []));
}
