import { randomUUID } from 'node:crypto';
import type { DialogueCorrection } from '@tolk/contracts/dialogue';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { type DialogueEntryRow, dialogueEntries, dialogueWordUses } from '../../src/db/schema/dialogue';
import { studyWords } from '../../src/db/schema/study-words';

/** Every column of a stored turn, as the chat turn writes it; a test names what it checks. */
export interface SeededEntry {
  id?: string;
  userId: string;
  conversationId?: string;
  languageCode?: string;
  level?: string;
  topic?: string;
  userMessage?: string;
  gptResponse?: string;
  corrections?: DialogueCorrection[] | null;
  model?: string;
  wordCount?: number;
  activeSeconds?: number;
  /** A Date, or UTC text to the microsecond (as PostgreSQL keeps it) for pages' edge cases. */
  createdAt?: Date | string;
}

/**
 * Stored dialogue turns, inserted directly: the tests of history, stats, audio, translation and
 * feedback read rows and need not run a chat model to make them.
 */
export async function seedDialogueEntries(db: Database, entries: SeededEntry[]): Promise<DialogueEntryRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(dialogueEntries)
    .values(
      entries.map((entry) => ({
        id: entry.id ?? randomUUID(),
        userId: entry.userId,
        conversationId: entry.conversationId ?? randomUUID(),
        languageCode: entry.languageCode ?? 'no',
        level: entry.level ?? 'A2',
        topic: entry.topic ?? 'Travel',
        userMessage: entry.userMessage ?? 'Jeg liker å reise.',
        gptResponse: entry.gptResponse ?? 'Så fint! Hvor vil du reise?',
        corrections: entry.corrections === undefined ? [] : entry.corrections,
        model: entry.model ?? 'tolk-mini',
        wordCount: entry.wordCount ?? 4,
        activeSeconds: entry.activeSeconds ?? 30,
        createdAt:
          typeof entry.createdAt === 'string' ? sql`${entry.createdAt}::timestamptz` : (entry.createdAt ?? new Date()),
      })),
    )
    .returning();
}

export async function seedDialogueEntry(db: Database, entry: SeededEntry): Promise<DialogueEntryRow> {
  const [row] = await seedDialogueEntries(db, [entry]);
  if (!row) throw new Error('dialogue entry insert returned nothing');
  return row;
}

/** A study-list word of the entry's learner used in it, as the chat turn records it. */
export async function seedWordUse(
  db: Database,
  entry: Pick<DialogueEntryRow, 'id' | 'userId' | 'languageCode'>,
  use: { word: string; scheduled: boolean },
): Promise<{ studyWordId: string; word: string; scheduled: boolean }> {
  const [studyWord] = await db
    .insert(studyWords)
    .values({ userId: entry.userId, language: entry.languageCode, word: use.word, wordKey: use.word.toLowerCase() })
    .returning();
  if (!studyWord) throw new Error('study word insert returned nothing');
  await db.insert(dialogueWordUses).values({
    entryId: entry.id,
    studyWordId: studyWord.id,
    userId: entry.userId,
    word: use.word,
    scheduled: use.scheduled,
  });
  return { studyWordId: studyWord.id, word: use.word, scheduled: use.scheduled };
}
