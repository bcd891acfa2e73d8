import type { LanguageCode } from '@tolk/contracts/languages';
import { whyEspeakCannotRead } from '../engines/speech-synthesis/espeak-readable';
import { ESPEAK_VOICES } from '../engines/speech-synthesis/espeak-voices';
import { type EspeakWorkerClient, kanaForSpeech } from '../engines/speech-synthesis/espeak-worker-client';
import { loadEspeak } from '../engines/speech-synthesis/load-espeak';
import { ipaFromEspeak, whyEspeakCannotTranscribe } from './espeak-ipa';
import { type FuriganaSegment, furiganaOf, readingOf } from './japanese-reading';

export interface Pronunciation {
  /** eSpeak NG's IPA for the word (for Japanese, of how it is said in kana); null when it has none worth showing. */
  ipa: string | null;
  /** Japanese only: the word's kanji read in hiragana (今日 → きょう); null without kanji or for other languages. */
  reading: string | null;
  /** Japanese only: the word cut into pieces with the reading above each kanji piece; null for other languages. */
  furigana: FuriganaSegment[] | null;
}

export interface Pronouncer {
  pronounce(word: string, language: LanguageCode): Promise<Pronunciation>;
}

export interface PronouncerOptions {
  /** The eSpeak NG thread (which also holds the Japanese analyser); the process's shared one by default. */
  espeak?: () => Promise<EspeakWorkerClient>;
  /** How long one word may take, the Japanese analyser's first load included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Pronunciation from what ships with the server, offline, for every catalog language: IPA from
 * eSpeak NG, and for Japanese the readings of a morphological analyser (kuromoji with IPADIC).
 * Both run in the eSpeak NG worker thread, so a word never blocks the event loop. Throws the
 * thread's EngineError when it cannot answer.
 */
export function createPronouncer(options: PronouncerOptions = {}): Pronouncer {
  const espeak = options.espeak ?? loadEspeak;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async pronounce(word, language) {
      const text = word.trim();
      if (text === '') return { ipa: null, reading: null, furigana: language === 'ja' ? [] : null };
      const signal = AbortSignal.timeout(timeoutMs);
      const thread = await espeak();
      if (whyEspeakCannotTranscribe(language)) return { ipa: null, reading: null, furigana: null };
      if (language !== 'ja') {
        const phonemes = await thread.phonemes({ text, voice: ESPEAK_VOICES[language], signal });
        return { ipa: ipaFromEspeak(language, phonemes), reading: null, furigana: null };
      }
      const tokens = await thread.japaneseTokens({ text, signal });
      const spoken = kanaForSpeech(tokens);
      // A kanji the analyser could not read would come out of eSpeak as "Chinese letter", in English.
      const ipa = !whyEspeakCannotRead(language, spoken)
        ? ipaFromEspeak(language, await thread.phonemes({ text: spoken, voice: ESPEAK_VOICES.ja, signal }))
        : null;
      return { ipa, reading: readingOf(tokens), furigana: furiganaOf(tokens) };
    },
  };
}
