import type { Phrase } from '@tolk/contracts/phrases';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { useAudioQueue } from '../../../shared/audio/use-audio-queue';

/** Plays a phrase's clips with the bearer token: the original recording when there is one, then the translation. */
export function usePhrasePlayback() {
  const queue = useAudioQueue();

  const load = (phrase: Phrase) => () =>
    Promise.all(
      [phrase.originalAudioUrl, phrase.audioUrl].filter((url): url is string => Boolean(url)).map(fetchAudioBlob),
    );

  return {
    stateOf(phrase: Phrase): 'idle' | 'loading' | 'playing' {
      if (queue.loadingKey === phrase.id) return 'loading';
      return queue.playingKey === phrase.id ? 'playing' : 'idle';
    },
    toggle: (phrase: Phrase) => queue.toggle(phrase.id, load(phrase)),
    stop: queue.stop,
  };
}
