import { LANGUAGE_CODES, type LanguageCode, localeFor } from '@tolk/contracts/languages';
import { describe, expect, test } from 'vitest';
import { durationSeconds, type PcmAudio } from '../../../src/audio/pcm-audio';
import { EspeakSynthesizer } from '../../../src/engines/speech-synthesis/espeak-synthesizer';
import { ESPEAK_VOICES, espeakVoiceFor } from '../../../src/engines/speech-synthesis/espeak-voices';
import { espeakLoadCount, loadEspeak } from '../../../src/engines/speech-synthesis/load-espeak';
import { failureOf } from '../../support/engine-failure';
import { activeFrameShare, envelopeCorrelation, rms } from './audio-measures';
import { SENTENCES } from './sentences';

// Tests in this file run in order in one process: the first one sees the module unloaded.
const synthesizer = new EspeakSynthesizer();
const speak = (language: LanguageCode, text = SENTENCES[language], signal = AbortSignal.timeout(20_000)) =>
  synthesizer.synthesize({ text, language, signal });

/** Characters that are each one syllable: Han, kana and Hangul. */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Speech carries roughly 4–8 syllables a second in every language. A Han, kana or Hangul
 * character is one syllable: 0.1–0.5 s each leaves room for eSpeak's pace and its pauses at
 * commas. An alphabetic syllable is spelled with about 2–4 letters, so a letter (or Devanagari,
 * Arabic or Thai sign) lasts roughly 0.03–0.2 s. Spaces and punctuation count for nothing.
 * Audio outside these bounds is not this sentence: a truncated clip, or something read aloud
 * letter by letter or in another language.
 */
function plausibleSeconds(text: string): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const character of text) {
    if (SYLLABIC.test(character)) {
      min += 0.1;
      max += 0.5;
    } else if (/[\p{L}\p{M}]/u.test(character)) {
      min += 0.03;
      max += 0.2;
    }
  }
  return { min, max };
}

test('concurrent first calls share one load of the module', async () => {
  expect(espeakLoadCount()).toBe(0);
  const results = await Promise.all([speak('no'), speak('en'), speak('zh')]);
  expect(results.every((audio) => audio.samples.length > 0)).toBe(true);
  expect(espeakLoadCount()).toBe(1);
});

describe.each(LANGUAGE_CODES)('%s', (language) => {
  test('speaks a real sentence: non-silent audio of plausible length at the reported rate', async () => {
    const text = SENTENCES[language];
    const audio = await speak(language, text);
    const { min, max } = plausibleSeconds(text);

    expect(audio.sampleRate).toBe((await loadEspeak()).sampleRate);
    expect(audio.sampleRate).toBe(22_050);
    expect(durationSeconds(audio)).toBeGreaterThan(min);
    expect(durationSeconds(audio)).toBeLessThan(max);
    // Full-scale speech from eSpeak sits near 0.1 RMS; silence or a faint hum is far below 0.03.
    expect(rms(audio.samples)).toBeGreaterThan(0.03);
    // Speech keeps most 20 ms frames busy (about 70–90% here); pauses between words do not.
    expect(activeFrameShare(audio, 0.02)).toBeGreaterThan(0.6);
    expect(audio.samples.every((sample) => sample >= -1 && sample <= 1)).toBe(true);
  });

  test("uses a voice of this build that answers to the catalog's locale", async () => {
    const voice = (await loadEspeak()).voices.find((candidate) => candidate.identifier === ESPEAK_VOICES[language]);
    const locale = localeFor(language).toLowerCase();
    expect(voice, `no voice ${ESPEAK_VOICES[language]}`).toBeDefined();
    expect(voice?.languages.some((name) => name === locale || name === locale.split('-')[0])).toBe(true);
  });
});

test('an unknown code gets the nb-NO voice', () => {
  expect(espeakVoiceFor('xx')).toBe('gmq/nb');
  expect(espeakVoiceFor('no')).toBe('gmq/nb');
});

test('different languages give different audio for the same text', async () => {
  const text = 'Anna kommt aus Berlin und wohnt in Oslo';
  const german = await speak('de', text);
  const againGerman = await speak('de', text);
  const others = [await speak('nl', text), await speak('en', text), await speak('sv', text)];
  expect(envelopeCorrelation(german, againGerman)).toBeGreaterThan(0.95);
  for (const other of others) expect(envelopeCorrelation(german, other)).toBeLessThan(0.8);
});

test('concurrent calls in different languages each get their own voice', async () => {
  const text = 'Anna kommt aus Berlin und wohnt in Oslo';
  const languages = ['ko', 'de', 'sv', 'de', 'en'] as const;
  const alone = new Map<LanguageCode, PcmAudio>();
  for (const language of new Set(languages)) alone.set(language, await speak(language, text));
  const together = await Promise.all(languages.map((language) => speak(language, text)));
  together.forEach((audio, index) => {
    const language = languages[index] as LanguageCode;
    for (const [other, reference] of alone) {
      const correlation = envelopeCorrelation(audio, reference);
      if (other === language) expect(correlation, `${language} vs its own voice`).toBeGreaterThan(0.95);
      else expect(correlation, `${language} vs ${other}`).toBeLessThan(0.8);
    }
  });
});

test('an already aborted signal fails with timeout without synthesising', async () => {
  const controller = new AbortController();
  controller.abort();
  expect((await failureOf(speak('en', SENTENCES.en, controller.signal))).failure).toBe('timeout');
});

test('aborting a long synthesis gives up at once and frees the engine', async () => {
  // About four minutes of speech: several seconds of work if it were not stopped.
  const longText = `${SENTENCES.en} `.repeat(100);
  const started = performance.now();
  const failure = await failureOf(speak('en', longText, AbortSignal.timeout(100)));
  expect(failure.failure).toBe('timeout');
  expect(performance.now() - started).toBeLessThan(1_000);

  const next = performance.now();
  await speak('no');
  // The thread stopped at its next chunk instead of finishing the long text first.
  expect(performance.now() - next).toBeLessThan(1_000);
});

test('Japanese with kanji is spoken from its kana reading, not as "Chinese letter"', async () => {
  const withKanji = await speak('ja', '今日はいい天気ですね。');
  const inKana = await speak('ja', 'きょうはいいてんきですね。');
  const { min, max } = plausibleSeconds('きょうはいいてんきですね');
  expect(durationSeconds(withKanji)).toBeGreaterThan(min);
  expect(durationSeconds(withKanji)).toBeLessThan(max);
  // The particle は is said 'wa' in both, so the two texts are one utterance.
  expect(envelopeCorrelation(withKanji, inKana)).toBeGreaterThan(0.95);
});

test('a kanji the Japanese analyser cannot read is refused as unsupported', async () => {
  // 彁 is a "ghost character": in the JIS standard by mistake, with no reading anywhere.
  const failure = await failureOf(speak('ja', 'これは彁です。'));
  expect(failure.failure).toBe('unsupported');
  expect(failure.engine).toBe('espeak-ng');
});

test('the probe reports the loaded engine up', async () => {
  expect((await synthesizer.probe()).status).toBe('UP');
});

test('supports all 20 languages and names its voice by build and rate', () => {
  expect(LANGUAGE_CODES.every((code) => synthesizer.supports(code))).toBe(true);
  expect(synthesizer.name).toBe('espeak-ng');
  expect(synthesizer.voice).toMatch(/175 wpm, build \d+\.\d+\.\d+/);
  expect(new EspeakSynthesizer({ wordsPerMinute: 140 }).voice).not.toBe(synthesizer.voice);
});

test('every call above shared the one module load', () => {
  expect(espeakLoadCount()).toBe(1);
});

test('a thread that stops is replaced by a fresh load on the next call', async () => {
  await (await loadEspeak()).close();
  const audio = await speak('fi');
  expect(rms(audio.samples)).toBeGreaterThan(0.03);
  expect(espeakLoadCount()).toBe(2);
});
