import { dictionaryPaths } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';

/** GET audio/{id}: the studied word spoken in its language (an MP3 the server caches). */
export function getWordAudio(options: { id: string; language: LanguageCode }): Promise<Blob> {
  const query = new URLSearchParams({ language: options.language });
  return fetchAudioBlob(`${dictionaryPaths.audio(options.id)}?${query}`);
}
