import type { DialogueTranslation } from '@tolk/contracts/dialogue';
import { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import { translateText } from '../translation/translate-text';
import type { TranslationCounter } from '../translation/translation-counter';
import { findOwnDialogueEntry } from './dialogue-audio';

/**
 * The partner's reply of the caller's entry translated into `targetLanguage` (the 'translate'
 * toggle) through the translation engines, from the entry's language; counted as a text
 * translation like any other. Into the entry's own language is 400; no engine for the pair is
 * the translation capability's 503 naming what to configure.
 */
export async function translateDialogueReply(options: {
  db: Database;
  translation: TranslationService;
  translationCounter: TranslationCounter;
  userId: string;
  id: string;
  targetLanguage: LanguageCode;
}): Promise<DialogueTranslation> {
  const row = await findOwnDialogueEntry(options);
  const from = LanguageCode.parse(row.languageCode);
  const to = options.targetLanguage;
  if (from === to) {
    const message = 'Target language must differ from the dialogue language';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { targetLanguage: message } });
  }
  const result = await translateText({
    translation: options.translation,
    translationCounter: options.translationCounter,
    userId: options.userId,
    text: row.gptResponse,
    direction: { from, to },
  });
  return { translation: result.translation, engine: result.engine };
}
