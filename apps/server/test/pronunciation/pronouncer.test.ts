import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import { afterAll, describe, expect, test } from 'vitest';
import { loadEspeak } from '../../src/engines/speech-synthesis/load-espeak';
import { whyEspeakCannotTranscribe } from '../../src/pronunciation/espeak-ipa';
import { createPronouncer } from '../../src/pronunciation/pronouncer';
import { SENTENCES } from '../engines/speech-synthesis/sentences';

const pronouncer = createPronouncer();
const ipaOf = async (word: string, language: LanguageCode) => (await pronouncer.pronounce(word, language)).ipa;

afterAll(async () => (await loadEspeak()).close());

/**
 * Letters, modifier letters, diacritics, tone letters, stress and length marks and spaces: what
 * an IPA transcription is made of. No digits, no ASCII punctuation, no capitals: what eSpeak's
 * separators, switch markers ('(en)') and untranslated mnemonics would leave behind.
 */
function expectIpa(ipa: string | null): asserts ipa is string {
  expect(ipa).not.toBeNull();
  expect(ipa).toMatch(/^(?:[a-z\u00df-\u00ff\u0100-\u02ff\u0370-\u03ff\u1d00-\u1dbf ]|\p{M})+$/u);
  expect(ipa).toMatch(/\p{L}/u);
}

describe('IPA from eSpeak NG', () => {
  test("English 'house': h, the diphthong aʊ and s, with its stress mark", async () => {
    const ipa = await ipaOf('house', 'en');
    expectIpa(ipa);
    expect(ipa).toContain('h');
    expect(ipa).toContain('aʊ');
    expect(ipa).toContain('s');
    expect(ipa).toContain('ˈ');
  });

  test("Norwegian 'bok': b, a long u and k", async () => {
    const ipa = await ipaOf('bok', 'no');
    expectIpa(ipa);
    expect(ipa).toMatch(/^ˈ?b.*uː.*k$/u);
  });

  test("Russian 'дом': Cyrillic becomes d, o, m", async () => {
    const ipa = await ipaOf('дом', 'ru');
    expectIpa(ipa);
    expect(ipa.replace('ˈ', '')).toBe('dom');
  });

  test('a word eSpeak reads in another language carries no switch marker', async () => {
    const ipa = await ipaOf('house', 'ru');
    expectIpa(ipa);
    expect(ipa).toContain('aʊ');
  });

  test('Arabic and Hindi: consonants of their own scripts', async () => {
    const arabic = await ipaOf('بيت', 'ar');
    expectIpa(arabic);
    expect(arabic).toMatch(/^ˈ?b.*t$/u);
    const hindi = await ipaOf('घर', 'hi');
    expectIpa(hindi);
    // घ is an aspirated voiced velar stop.
    expect(hindi).toContain('ɡʰ');
  });

  test('Mandarin keeps its tones, as Chao tone letters instead of a digit or a stray ɜ', async () => {
    const hello = await ipaOf('你好', 'zh');
    expectIpa(hello);
    expect(hello.match(/[˥˦˧˨˩]+/gu)).toHaveLength(2);
    expect(hello).not.toContain('ɜ');
    // Different tones of one syllable: 妈 (high level) and 骂 (falling).
    const [mother, scold] = await Promise.all([ipaOf('妈', 'zh'), ipaOf('骂', 'zh')]);
    expect(mother?.replace(/[˥˦˧˨˩]/gu, '')).toBe(scold?.replace(/[˥˦˧˨˩]/gu, ''));
    expect(mother).not.toBe(scold);
    const china = await ipaOf('中国', 'zh');
    expectIpa(china);
    expect(china).toContain('tʂ');
    expect(china).toMatch(/ŋ[˥˦˧˨˩]/u);
  });

  test('Japanese IPA is that of the kana the word is said with', async () => {
    const today = await pronouncer.pronounce('今日', 'ja');
    expectIpa(today.ipa);
    expect(today.ipa).toBe(await ipaOf('キョー', 'ja'));
  });

  test("Thai gets no IPA rather than eSpeak NG's broken transcription", async () => {
    expect(whyEspeakCannotTranscribe('th')).toBeDefined();
    expect(await ipaOf('บ้าน', 'th')).toBeNull();
  });

  test.each(LANGUAGE_CODES.filter((code) => !whyEspeakCannotTranscribe(code)))(
    '%s: a sentence in its own script',
    async (language) => {
      const ipa = await ipaOf(SENTENCES[language], language);
      expectIpa(ipa);
      // A sentence is several words.
      expect(ipa.split(' ').length).toBeGreaterThan(1);
    },
  );

  test('concurrent words in different languages each get their own voice', async () => {
    const words: [string, LanguageCode][] = [
      ['Weg', 'de'],
      ['house', 'en'],
      ['Weg', 'en'],
      ['дом', 'ru'],
      ['Weg', 'de'],
    ];
    const alone: (string | null)[] = [];
    for (const [word, language] of words) alone.push(await ipaOf(word, language));
    const together = await Promise.all(words.map(([word, language]) => ipaOf(word, language)));
    expect(together).toEqual(alone);
    expect(alone[0]).not.toBe(alone[2]);
  });
});

describe('Japanese readings from the morphological analyser', () => {
  test("'今日は元気ですか': kanji words get their hiragana, kana none", async () => {
    const { reading, furigana } = await pronouncer.pronounce('今日は元気ですか', 'ja');
    expect(furigana?.map((segment) => segment.text).join('')).toBe('今日は元気ですか');
    expect(furigana).toContainEqual({ text: '今日', reading: 'きょう' });
    expect(furigana).toContainEqual({ text: '元気', reading: 'げんき' });
    expect(furigana).toContainEqual({ text: 'は', reading: null });
    expect(
      furigana?.filter((segment) => segment.reading !== null).every((segment) => /\p{Script=Han}/u.test(segment.text)),
    ).toBe(true);
    expect(reading).toBe('きょうはげんきですか');
  });

  test('okurigana and prefixes stay outside the reading of the kanji', async () => {
    expect((await pronouncer.pronounce('食べる', 'ja')).furigana).toEqual([
      { text: '食', reading: 'た' },
      { text: 'べる', reading: null },
    ]);
    expect((await pronouncer.pronounce('お茶', 'ja')).furigana).toEqual([
      { text: 'お', reading: null },
      { text: '茶', reading: 'ちゃ' },
    ]);
  });

  test('a kana word has nothing to read; a kanji no dictionary reads gets no guess', async () => {
    const loanword = await pronouncer.pronounce('テスト', 'ja');
    expect(loanword.reading).toBeNull();
    expect(loanword.furigana).toEqual([{ text: 'テスト', reading: null }]);
    expectIpa(loanword.ipa);
    // 彁 is a "ghost character": in the JIS standard by mistake, with no reading anywhere.
    const ghost = await pronouncer.pronounce('彁', 'ja');
    expect(ghost).toEqual({ ipa: null, reading: null, furigana: [{ text: '彁', reading: null }] });
  });

  test('other languages have no reading or furigana', async () => {
    expect(await pronouncer.pronounce('house', 'en')).toMatchObject({ reading: null, furigana: null });
    expect(await pronouncer.pronounce('中国', 'zh')).toMatchObject({ reading: null, furigana: null });
  });
});
