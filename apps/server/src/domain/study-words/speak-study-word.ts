import { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import type { SpeechService, SpokenText } from '../../engines/speech-synthesis/speech-service';
import { AppError } from '../../errors/app-error';
import { findStudyWord } from './study-list';

/**
 * A word of the learner's study list, spoken by the speech engines (which keep every result in
 * the blob store, so a word is synthesised once per engine and voice). Another learner's word
 * and an unknown id are the same 404.
 */
export async function speakStudyWord(options: {
  db: Database;
  speech: SpeechService;
  userId: string;
  id: string;
}): Promise<SpokenText> {
  const row = await findStudyWord(options);
  const language = LanguageCode.safeParse(row?.language);
  if (!row || !language.success) throw new AppError('NOT_FOUND', 'Word not found');
  return options.speech.speak({ text: row.word, language: language.data });
}
