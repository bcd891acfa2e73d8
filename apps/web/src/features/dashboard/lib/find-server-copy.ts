import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import type { Phrase } from '@tolk/contracts/phrases';
import type { LocalPhrase } from '../../../shared/local-stores/local-phrases-db';
import type { LocalTrainer } from '../../../shared/local-stores/local-trainers-db';

/**
 * The phrases API has no idempotency key: a sync interrupted after the server saved a phrase but
 * before this device marked it would upload it again next time. So before uploading, a local
 * phrase is matched to a server phrase with the same texts and languages that no other local
 * phrase has claimed; if there is one, it is that upload, and the phrase is only marked.
 */
export function findServerPhrase(
  local: LocalPhrase,
  serverPhrases: readonly Phrase[],
  claimedIds: ReadonlySet<string>,
): Phrase | undefined {
  const text = local.text.trim();
  const translation = local.translation.trim();
  return serverPhrases.find(
    (phrase) =>
      !claimedIds.has(phrase.id) &&
      phrase.originalText === text &&
      phrase.translatedText === translation &&
      phrase.sourceLanguage === local.sourceLanguage &&
      phrase.targetLanguage === local.targetLanguage,
  );
}

/** The same for a trainer: its name carries its creation time to the second, so the name identifies it. */
export function findServerTrack(
  local: LocalTrainer,
  serverTracks: readonly AudioTrack[],
  claimedIds: ReadonlySet<string>,
): AudioTrack | undefined {
  const name = local.name.trim();
  return serverTracks.find((track) => !claimedIds.has(track.id) && track.name === name);
}
