import { z } from 'zod';
import { ClientId } from './client-id';
import { LanguageCode } from './languages';
import { PHRASE_TEXT_MAX_LENGTH } from './limits';
import { CursorPageQuery, cursorPage } from './pagination';
import { safeString } from './safe-text';

export const phrasePaths = {
  phrases: '/api/user/phrases',
  phrase: (id: string) => `/api/user/phrases/${id}`,
  audio: (id: string) => `/api/user/phrases/${id}/audio`,
} as const;

/** Which of a phrase's two clips: the spoken translation (the default) or the original recording. */
export const PhraseAudioKind = z.enum(['translated', 'original'], {
  error: 'Audio kind must be translated or original',
});
export type PhraseAudioKind = z.infer<typeof PhraseAudioKind>;

function phraseText(label: string) {
  return safeString(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PHRASE_TEXT_MAX_LENGTH, `${label} must be at most ${PHRASE_TEXT_MAX_LENGTH} characters`);
}

/**
 * An audio clip as base64, bare or as a data URL (`data:audio/webm;base64,...`). Empty or absent
 * means no clip (text translation saves an empty original audio). The server checks the size
 * (PHRASE_AUDIO_MAX_BYTES decoded) and the real format from the bytes, not from the data URL.
 */
const AudioBase64 = safeString('Audio', { error: 'Audio must be a base64 string' }).nullish();

/** The body of POST /api/user/phrases, in the field names of the local phrase (docs/product.md, Phrases). */
export const CreatePhraseRequest = z
  .object({
    text: phraseText('Text'),
    translation: phraseText('Translation'),
    sourceLanguage: LanguageCode,
    targetLanguage: LanguageCode,
    originalAudioBlob: AudioBase64,
    translatedAudioBase64: AudioBase64,
    clientId: ClientId,
  })
  .refine((body) => body.sourceLanguage !== body.targetLanguage, {
    path: ['targetLanguage'],
    message: 'Source and target languages must differ',
  });
export type CreatePhraseRequest = z.input<typeof CreatePhraseRequest>;

/** A saved phrase as the server answers it (docs/product.md, Phrases). */
export const Phrase = z.object({
  id: z.string().uuid(),
  originalText: z.string(),
  translatedText: z.string(),
  sourceLanguage: LanguageCode,
  targetLanguage: LanguageCode,
  /** Where the translated clip is served (needs the bearer token), or null without one. */
  audioUrl: z.string().nullable(),
  /** Where the original clip is served (needs the bearer token), or null without one. */
  originalAudioUrl: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  practiceCount: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
});
export type Phrase = z.infer<typeof Phrase>;

/** GET /api/user/phrases?limit=&cursor=: one page of the user's phrases. */
export const PhrasesQuery = CursorPageQuery;
export type PhrasesQuery = z.input<typeof PhrasesQuery>;

/** One page of the user's own phrases, newest first; nextCursor asks for the next, null on the last. */
export const PhrasesResponse = cursorPage({ success: z.literal(true), phrases: z.array(Phrase) });
export type PhrasesResponse = z.infer<typeof PhrasesResponse>;

export const CreatePhraseResponse = z.object({ success: z.literal(true), phrase: Phrase });
export type CreatePhraseResponse = z.infer<typeof CreatePhraseResponse>;

export const DeletePhraseResponse = z.object({ success: z.literal(true) });
export type DeletePhraseResponse = z.infer<typeof DeletePhraseResponse>;

export const PhraseIdParams = z.object({ id: safeString('Phrase id').uuid('Phrase id must be a UUID') });
export type PhraseIdParams = z.infer<typeof PhraseIdParams>;

export const PhraseAudioQuery = z.object({ kind: PhraseAudioKind.default('translated') });
export type PhraseAudioQuery = z.input<typeof PhraseAudioQuery>;

/** The URL a phrase's clip is served from. */
export function phraseAudioUrl(id: string, kind: PhraseAudioKind): string {
  return `${phrasePaths.audio(id)}?kind=${kind}`;
}
