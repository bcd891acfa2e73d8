import { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DialogueEntryRow, dialogueEntries } from '../../db/schema/dialogue';
import type { SpeechService, SpokenText } from '../../engines/speech-synthesis/speech-service';
import { AppError } from '../../errors/app-error';

/** The caller's own entry; another learner's entry and an unknown id are the same 404. */
export async function findOwnDialogueEntry(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<DialogueEntryRow> {
  const [row] = await options.db
    .select()
    .from(dialogueEntries)
    .where(and(eq(dialogueEntries.id, options.id), eq(dialogueEntries.userId, options.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Dialogue entry not found');
  return row;
}

/**
 * The partner's reply of an entry, spoken in the entry's language by the speech engines, which
 * keep every result in the blob store: a reply is synthesised once per engine and voice, and
 * replaying it (auto-audio, then the play button) costs nothing more.
 */
export async function speakDialogueReply(options: {
  db: Database;
  speech: SpeechService;
  userId: string;
  id: string;
}): Promise<SpokenText> {
  const row = await findOwnDialogueEntry(options);
  return options.speech.speak({ text: row.gptResponse, language: LanguageCode.parse(row.languageCode) });
}
