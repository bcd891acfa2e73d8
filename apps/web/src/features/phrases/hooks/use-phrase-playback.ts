import type { Phrase } from '@tolk/contracts/phrases';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { useAudioQueue } from '../../../shared/audio/use-audio-queue';
import { base64ToBlob } from '../../../shared/lib/base64';

type PhrasePlayback = 'idle' | 'loading' | 'playing';

const localKey = (phrase: LocalPhrase) => `local:${phrase.id}`;

/** A local phrase's own clips, the recording first (a webm from the browser unless its data URL says otherwise). */
function localClips(phrase: LocalPhrase): Blob[] {
  const clips: Blob[] = [];
  const original = phrase.originalAudioBlob;
  if (original instanceof Blob) {
    if (original.size > 0) clips.push(original);
  } else if (original) clips.push(base64ToBlob(original, 'audio/webm'));
  if (phrase.translatedAudioBase64) clips.push(base64ToBlob(phrase.translatedAudioBase64));
  return clips;
}

/**
 * One output for /phrases: a saved phrase's clips are fetched with the bearer token, a local
 * phrase plays its own copy (so it plays offline); the original recording first, then the translation.
 */
export function usePhrasePlayback() {
  const queue = useAudioQueue();
  const stateOfKey = (key: string): PhrasePlayback => {
    if (queue.loadingKey === key) return 'loading';
    return queue.playingKey === key ? 'playing' : 'idle';
  };

  const load = (phrase: Phrase) => () =>
    Promise.all(
      [phrase.originalAudioUrl, phrase.audioUrl].filter((url): url is string => Boolean(url)).map(fetchAudioBlob),
    );

  return {
    stateOf: (phrase: Phrase) => stateOfKey(phrase.id),
    toggle: (phrase: Phrase) => queue.toggle(phrase.id, load(phrase)),
    localStateOf: (phrase: LocalPhrase) => stateOfKey(localKey(phrase)),
    toggleLocal: (phrase: LocalPhrase) => queue.toggle(localKey(phrase), async () => localClips(phrase)),
    stop: queue.stop,
  };
}
