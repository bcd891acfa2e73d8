import { describe, expect, it } from 'vitest';
import { addWords } from '../src/domain/stats/count-words';

const wordsOf = (texts: string[], language: string) => {
  const words = new Set<string>();
  for (const text of texts) addWords(words, text, language);
  return [...words].sort();
};

describe('words studied', () => {
  it('counts each word once, whatever its case, without punctuation, spaces or emoji', () => {
    expect(wordsOf(['God morgen!', 'god natt 👋', '«Morgen»… 2 ganger'], 'no')).toEqual([
      '2',
      'ganger',
      'god',
      'morgen',
      'natt',
    ]);
  });

  it('keeps inner apostrophes and hyphens inside a word, and letters with accents and marks', () => {
    expect(wordsOf(["Don't stop, e-mail me — l'été"], 'en')).toEqual(["don't", 'e-mail', "l'été", 'me', 'stop']);
    expect(wordsOf(['नमस्ते दुनिया'], 'hi')).toEqual(['दुनिया', 'नमस्ते']);
  });

  it('lower-cases in the language of the text', () => {
    expect(wordsOf(['İstanbul IŞIK'], 'tr')).toEqual(['istanbul', 'ışık']);
  });

  it('splits languages written without spaces into their words', () => {
    expect(wordsOf(['私は学生です。'], 'ja')).toEqual(['です', 'は', '学生', '私'].sort());
    expect(wordsOf(['我是学生'], 'zh').length).toBeGreaterThan(1);
    expect(wordsOf(['สวัสดีครับ'], 'th').length).toBeGreaterThan(1);
  });
});
