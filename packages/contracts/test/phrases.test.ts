import { describe, expect, it } from 'vitest';
import { CreatePhraseRequest, phraseAudioUrl } from '../src/phrases';

describe('phrase contracts', () => {
  it('trims both texts and keeps the clips as sent', () => {
    expect(
      CreatePhraseRequest.parse({
        text: ' Hei ',
        translation: ' Привет ',
        sourceLanguage: 'no',
        targetLanguage: 'ru',
        originalAudioBlob: '',
      }),
    ).toEqual({
      text: 'Hei',
      translation: 'Привет',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      originalAudioBlob: '',
    });
  });

  it('refuses the same language on both sides, on the target field', () => {
    const result = CreatePhraseRequest.safeParse({
      text: 'a',
      translation: 'b',
      sourceLanguage: 'en',
      targetLanguage: 'en',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['targetLanguage'], message: 'Source and target languages must differ' },
    ]);
  });

  it('builds the audio URL of each clip', () => {
    expect(phraseAudioUrl('abc', 'original')).toBe('/api/user/phrases/abc/audio?kind=original');
  });
});
