import { createHash } from 'node:crypto';
import type { PhraseAudioKind } from '@tolk/contracts/phrases';
import type { AudioFormat } from '../audio/audio-format';

/**
 * Every key of the blob store is named here. Stored blobs are found again by these exact strings,
 * so changing one strands every file already stored under the old name.
 *
 *   phrases/<user>/<phrase>-<original|translated>.<format>   a phrase's clips
 *   audio-tracks/<user>/<track>.mp3                          a rendered track
 *   audio-tracks/<user>/<track>.clips                        a synced trainer's clips, until its track is rendered
 *   speech-cache/<2 hex>/<sha256>.bin                        spoken text, shared by every user
 */

/** The folder of one user's phrase clips. */
export function userPhraseFolder(userId: string): string {
  return `phrases/${userId}`;
}

/** One clip of a phrase; the extension records the format sniffed when it was saved. */
export function phraseClipKey(userId: string, phraseId: string, side: PhraseAudioKind, format: AudioFormat): string {
  return `${userPhraseFolder(userId)}/${phraseId}-${side}.${format}`;
}

/** The format a phrase clip's key records in its extension. */
export function formatOfClipKey(key: string): AudioFormat {
  return key.slice(key.lastIndexOf('.') + 1) as AudioFormat;
}

/** The folder of one user's rendered tracks. */
export function userAudioTrackFolder(userId: string): string {
  return `audio-tracks/${userId}`;
}

/** The MP3 of one track. */
export function audioTrackKey(userId: string, trackId: string): string {
  return `${userAudioTrackFolder(userId)}/${trackId}.mp3`;
}

/** The clips of a synced trainer, kept until its track is rendered (a restart renders them from here). */
export function audioTrackClipsKey(userId: string, trackId: string): string {
  return `${userAudioTrackFolder(userId)}/${trackId}.clips`;
}

/** Every folder that holds files of one user and of nobody else: deleting the user empties them all. */
export function userBlobFolders(userId: string): string[] {
  return [userPhraseFolder(userId), userAudioTrackFolder(userId)];
}

/**
 * A text spoken by one engine and voice in one language. Hashed, because the text may be long and
 * contain anything; the first two hex digits spread the entries over 256 folders.
 */
export function speechCacheKey(spoken: { engine: string; voice: string; language: string; text: string }): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([spoken.engine, spoken.voice, spoken.language, spoken.text]))
    .digest('hex');
  return `speech-cache/${digest.slice(0, 2)}/${digest}.bin`;
}
