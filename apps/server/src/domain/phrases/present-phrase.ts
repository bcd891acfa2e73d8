import type { LanguageCode } from '@tolk/contracts/languages';
import { type Phrase, phraseAudioUrl } from '@tolk/contracts/phrases';
import type { PhraseRow } from '../../db/schema/phrases';

/** Whitelists what leaves the server about a phrase: URLs instead of blob keys. */
export function presentPhrase(row: PhraseRow): Phrase {
  return {
    id: row.id,
    originalText: row.originalText,
    translatedText: row.translatedText,
    sourceLanguage: row.sourceLanguage as LanguageCode,
    targetLanguage: row.targetLanguage as LanguageCode,
    audioUrl: row.translatedAudioKey ? phraseAudioUrl(row.id, 'translated') : null,
    originalAudioUrl: row.originalAudioKey ? phraseAudioUrl(row.id, 'original') : null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    practiceCount: row.practiceCount,
    isFavorite: row.isFavorite,
  };
}
