import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import type { Phrase } from '@tolk/contracts/phrases';
import { describe, expect, it } from 'vitest';
import type { LocalPhrase } from '../src/entities/phrases/local-phrases-db';
import { findServerPhrase, findServerTrack } from '../src/features/sync/lib/find-server-copy';

function serverPhrase(id: string, originalText: string, translatedText: string): Phrase {
  return {
    id,
    originalText,
    translatedText,
    sourceLanguage: 'no',
    targetLanguage: 'ru',
    audioUrl: null,
    originalAudioUrl: null,
    notes: null,
    createdAt: '2025-05-17T09:30:00.000Z',
    practiceCount: 0,
    isFavorite: false,
  };
}

const local: LocalPhrase = {
  id: '1747467000000',
  text: ' Hei ',
  translation: 'Привет',
  originalAudioBlob: null,
  translatedAudioBase64: null,
  sourceLanguage: 'no',
  targetLanguage: 'ru',
};

describe('a sync interrupted after the upload does not upload again', () => {
  it('finds the server copy of a local phrase by its trimmed texts and languages', () => {
    const copy = serverPhrase('b', 'Hei', 'Привет');
    expect(findServerPhrase(local, [serverPhrase('a', 'Hei', 'Hallo'), copy], new Set())).toBe(copy);
    expect(findServerPhrase({ ...local, targetLanguage: 'en' }, [copy], new Set())).toBeUndefined();
  });

  it('matches each server copy to one local phrase only, so a phrase saved twice uploads twice', () => {
    const copy = serverPhrase('b', 'Hei', 'Привет');
    expect(findServerPhrase(local, [copy], new Set(['b']))).toBeUndefined();
  });

  it('finds the server track of a trainer by its name, once', () => {
    const track = { id: 't1', name: 'Тренажёр 17.05.2025, 09:30:00' } as AudioTrack;
    const trainer = { id: '1', name: 'Тренажёр 17.05.2025, 09:30:00', audioBase64List: ['AAA='] };
    expect(findServerTrack(trainer, [track], new Set())).toBe(track);
    expect(findServerTrack(trainer, [track], new Set(['t1']))).toBeUndefined();
  });
});
