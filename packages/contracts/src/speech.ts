import { z } from 'zod';
import { LanguageCode } from './languages';
import { TEXT_MAX_LENGTH } from './limits';
import { safeString } from './safe-text';

export const TextToSpeechRequest = z.object({
  text: safeString('Text', { error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(TEXT_MAX_LENGTH, `Text must be at most ${TEXT_MAX_LENGTH} characters`),
  languageCode: LanguageCode,
});
export type TextToSpeechRequest = z.input<typeof TextToSpeechRequest>;

export const TextToSpeechResponse = z.object({
  audioBase64: z.string(),
  mimeType: z.literal('audio/mpeg'),
  durationSeconds: z.number().nonnegative(),
  engine: z.string(),
});
export type TextToSpeechResponse = z.infer<typeof TextToSpeechResponse>;

/** Multipart fields besides the `audio` file. */
export const TranscribeFields = z.object({ languageCode: LanguageCode });

export const TranscribeResponse = z.object({ text: z.string(), engine: z.string() });
export type TranscribeResponse = z.infer<typeof TranscribeResponse>;
