import { z } from 'zod';
import { Direction } from './languages';
import { TEXT_MAX_LENGTH } from './limits';
import { safeString } from './safe-text';

/** Text for any engine: 1 to 5,000 characters once surrounding whitespace is gone. */
export const EngineText = safeString('Text', { error: 'Text is required' })
  .trim()
  .min(1, 'Введите текст для перевода')
  .max(TEXT_MAX_LENGTH, `Text must be at most ${TEXT_MAX_LENGTH} characters`);

export const TextTranslateRequest = z.object({ text: EngineText, direction: Direction });
export type TextTranslateRequest = z.input<typeof TextTranslateRequest>;

export const TextTranslateResponse = z.object({
  translation: z.string(),
  /** Which engine made it ('apertium', or 'apertium+openai' when it went through English). */
  engine: z.string(),
});
export type TextTranslateResponse = z.infer<typeof TextTranslateResponse>;

/** Multipart fields besides the `audio` file. */
export const SpeechTranslateFields = z.object({ direction: Direction });

export const SpeechTranslateResponse = z.object({
  text: z.string(),
  translation: z.string(),
  engine: z.string(),
});
export type SpeechTranslateResponse = z.infer<typeof SpeechTranslateResponse>;
