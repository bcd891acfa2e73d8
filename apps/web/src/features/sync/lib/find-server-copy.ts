import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import type { Phrase } from '@tolk/contracts/phrases';
import type { LocalTrainer } from '../../../entities/audio-tracks/local-trainers-db';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';

/**
 * Uploads carry the device's id (clientId), so the server never stores one twice. Before
 * uploading, a local phrase is still matched to a server phrase with the same texts and languages
 * that no other local phrase has claimed: phrases uploaded before clientIds existed, or saved on
 * the server from the translator as well, are then only marked instead of stored again.
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
