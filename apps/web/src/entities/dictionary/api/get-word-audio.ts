import { dictionaryEndpoints } from '@tolk/contracts/endpoints/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { declaredUrl } from '../../../shared/api/call-endpoint';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';

/** GET audio/{id}: the studied word spoken in its language (an MP3 the server caches). */
export function getWordAudio(options: { id: string; language: LanguageCode }): Promise<Blob> {
  return fetchAudioBlob(declaredUrl(dictionaryEndpoints.wordAudio, { id: options.id }, { language: options.language }));
}
