import { describe, expect, it } from 'vitest';
import { CreateAudioTrackRequest, EMPTY_AUDIO_TRACK_MESSAGE } from '../src/audio-tracks';
import { AUDIO_TRACK_MAX_PHRASES } from '../src/limits';

const phraseId = '0b6c5f0e-6f1e-4c33-9c43-2f7f3a0c9d11';

function issuesOf(body: unknown) {
  return CreateAudioTrackRequest.safeParse(body).error?.issues.map(({ path, message }) => ({ path, message }));
}

describe('audio track contracts', () => {
  it('accepts phrase ids or synced clips, with a trimmed name', () => {
    expect(CreateAudioTrackRequest.parse({ name: ' Bus ', phraseIds: [phraseId] })).toEqual({
      name: 'Bus',
      phraseIds: [phraseId],
    });
    expect(CreateAudioTrackRequest.parse({ name: 'Bus', audioBase64List: ['AAAA'] })).toEqual({
      name: 'Bus',
      audioBase64List: ['AAAA'],
    });
  });

  it('answers an empty list, or no list, with the no-audio message on that list', () => {
    expect(issuesOf({ name: 'x', phraseIds: [] })).toEqual([
      { path: ['phraseIds'], message: EMPTY_AUDIO_TRACK_MESSAGE },
    ]);
    expect(issuesOf({ name: 'x', audioBase64List: [] })).toEqual([
      { path: ['audioBase64List'], message: EMPTY_AUDIO_TRACK_MESSAGE },
    ]);
    expect(issuesOf({ name: 'x' })).toEqual([{ path: ['phraseIds'], message: EMPTY_AUDIO_TRACK_MESSAGE }]);
  });

  it('refuses both lists at once, too many phrases, non-UUID ids and blank clips', () => {
    expect(issuesOf({ name: 'x', phraseIds: [phraseId], audioBase64List: ['AAAA'] })?.[0]?.message).toBe(
      'Send either phraseIds or audioBase64List, not both',
    );
    const tooMany = Array.from({ length: AUDIO_TRACK_MAX_PHRASES + 1 }, () => phraseId);
    expect(issuesOf({ name: 'x', phraseIds: tooMany })?.[0]?.message).toBe(
      `A track holds at most ${AUDIO_TRACK_MAX_PHRASES} phrases`,
    );
    expect(issuesOf({ name: 'x', phraseIds: ['1'] })?.[0]?.message).toBe('Phrase id must be a UUID');
    expect(issuesOf({ name: 'x', audioBase64List: [' '] })?.[0]?.message).toBe('Audio clip must not be empty');
    expect(issuesOf({ name: ' ', phraseIds: [phraseId] })?.[0]?.message).toBe('Track name is required');
  });
});
