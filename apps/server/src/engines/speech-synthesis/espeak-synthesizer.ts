import espeakPackage from '@echogarden/espeak-ng-emscripten/package.json' with { type: 'json' };
import analyserPackage from '@sglkc/kuromoji/package.json' with { type: 'json' };
import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import type { PcmAudio } from '../../audio/pcm-audio';
import { EngineError } from '../engine-error';
import type { EngineProbe } from '../engine-probe';
import { whyEspeakCannotRead } from './espeak-readable';
import { espeakVoiceFor } from './espeak-voices';
import { kanaForSpeech } from './espeak-worker-client';
import { loadEspeak } from './load-espeak';
import { pcm16ToFloat32 } from './pcm16';
import type { SpeechSynthesizer, SynthesisRequest } from './speech-synthesizer';

export interface EspeakSynthesizerOptions {
  /** Speaking rate; eSpeak NG's own default is 175. */
  wordsPerMinute?: number;
}

const DEFAULT_WORDS_PER_MINUTE = 175;

/**
 * The built-in engine: eSpeak NG compiled to WebAssembly, offline and with no configuration,
 * for all 20 languages. The module is loaded once per process, on first use, in its own thread.
 */
export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly name = 'espeak-ng';
  /** Each language has its own eSpeak voice (ESPEAK_VOICES); this names what else shapes the audio. */
  readonly voice: string;
  private readonly wordsPerMinute: number;

  constructor(options: EspeakSynthesizerOptions = {}) {
    this.wordsPerMinute = options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
    // The packages' versions are part of it so an upgraded build or analyser does not answer from old cached audio.
    this.voice = `language default, ${this.wordsPerMinute} wpm, build ${espeakPackage.version}, Japanese read by kuromoji ${analyserPackage.version}`;
  }

  supports(language: LanguageCode): boolean {
    return isLanguageCode(language);
  }

  async synthesize({ text, language, signal }: SynthesisRequest): Promise<PcmAudio> {
    const espeak = await loadEspeak();
    // Its Japanese voice reads kana only, and as written: it is given the analyser's kana of how the text is said.
    const spoken = language === 'ja' ? kanaForSpeech(await espeak.japaneseTokens({ text, signal })) : text;
    const problem = whyEspeakCannotRead(language, spoken);
    if (problem) throw new EngineError(this.name, 'unsupported', problem);
    const samples = await espeak.synthesize({
      text: spoken,
      voice: espeakVoiceFor(language),
      wordsPerMinute: this.wordsPerMinute,
      signal,
    });
    if (samples.length === 0) throw new EngineError(this.name, 'malformed', 'eSpeak NG produced no audio');
    return { samples: pcm16ToFloat32(samples), sampleRate: espeak.sampleRate };
  }

  /** Loading the module is the whole check: it needs no network, only the package's files. */
  async probe(): Promise<EngineProbe> {
    const started = performance.now();
    const latencyMs = () => Math.round(performance.now() - started);
    try {
      await loadEspeak();
      return { status: 'UP', latencyMs: latencyMs() };
    } catch (error) {
      return { status: 'DOWN', latencyMs: latencyMs(), error: error instanceof Error ? error.message : String(error) };
    }
  }
}
