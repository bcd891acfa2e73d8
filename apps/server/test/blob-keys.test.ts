import { describe, expect, it } from 'vitest';
import {
  audioTrackKey,
  formatOfClipKey,
  phraseClipKey,
  speechCacheKey,
  userBlobFolders,
} from '../src/storage/blob-keys';

const user = '0b5a2f7e-3c1d-4e8f-9a6b-2d4c6e8f0a1b';
const item = '7f3e9c1a-5b2d-4a6e-8c0f-1e3a5c7e9b2d';

/** Files already stored are found by these exact strings: a change here strands them. */
describe('blob keys', () => {
  it('name a phrase clip by owner, phrase, side and format', () => {
    const key = phraseClipKey(user, item, 'translated', 'webm');
    expect(key).toBe(`phrases/${user}/${item}-translated.webm`);
    expect(formatOfClipKey(key)).toBe('webm');
    expect(phraseClipKey(user, item, 'original', 'mp3')).toBe(`phrases/${user}/${item}-original.mp3`);
  });

  it('name a track’s MP3 by owner and track', () => {
    expect(audioTrackKey(user, item)).toBe(`audio-tracks/${user}/${item}.mp3`);
  });

  it('put every file of one user in folders that name them', () => {
    expect(userBlobFolders(user)).toEqual([`phrases/${user}`, `audio-tracks/${user}`]);
    for (const key of [phraseClipKey(user, item, 'original', 'wav'), audioTrackKey(user, item)]) {
      expect(userBlobFolders(user).some((folder) => key.startsWith(`${folder}/`))).toBe(true);
    }
  });

  it('name spoken text by the hash of engine, voice, language and text', () => {
    expect(speechCacheKey({ engine: 'espeak-ng', voice: 'nb', language: 'no', text: 'God morgen' })).toBe(
      'speech-cache/d0/d0b413a4a5fd1f01b38247a5abb18828cec469fdf6e335f698722c896001260c.bin',
    );
  });
});
