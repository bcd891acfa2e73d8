import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import type { PcmAudio } from '../../audio/pcm-audio';
import type { EngineProbe } from '../engine-probe';
import { engineFetch } from '../http-json';
import { probeSpeechEndpoint } from './probe-speech-endpoint';
import { readPcmAnswer } from './read-pcm-answer';
import type { SpeechSynthesizer, SynthesisRequest } from './speech-synthesizer';

export interface OpenAiSpeechOptions {
  /** Up to and including '/v1', as users configure it: 'https://api.openai.com/v1', 'http://localhost:8880/v1'. */
  baseUrl: string;
  apiKey?: string;
  /** 'tts-1', 'gpt-4o-mini-tts', 'kokoro'… */
  model: string;
  /** 'alloy', 'af_heart'… */
  voice: string;
  /** Rate of the raw PCM the server answers: 24 kHz for OpenAI and Kokoro; some Piper voices use 22050. */
  sampleRate?: number;
}

/** OpenAI documents its 'pcm' format as 24 kHz, 16-bit signed little-endian, mono. */
const OPENAI_PCM_SAMPLE_RATE = 24_000;

/**
 * Any server speaking OpenAI's POST /v1/audio/speech: OpenAI itself, or Kokoro and Piper behind
 * that API. Asks for raw PCM so no decoder is needed. The model infers the language from the
 * text, so every catalog language is offered; a server that cannot speak one answers an error
 * and the registry falls through to the next engine.
 */
export class OpenAiSpeechSynthesizer implements SpeechSynthesizer {
  readonly name = 'openai';
  readonly voice: string;
  private readonly baseUrl: string;
  private readonly sampleRate: number;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.voice = `${options.model}/${options.voice}`;
    this.sampleRate = options.sampleRate ?? OPENAI_PCM_SAMPLE_RATE;
  }

  supports(language: LanguageCode): boolean {
    return isLanguageCode(language);
  }

  async synthesize({ text, signal }: SynthesisRequest): Promise<PcmAudio> {
    const response = await engineFetch(this.name, `${this.baseUrl}/audio/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.authorization() },
      body: JSON.stringify({
        model: this.options.model,
        input: text,
        voice: this.options.voice,
        response_format: 'pcm',
      }),
      signal,
    });
    return readPcmAnswer(this.name, response, this.sampleRate, signal);
  }

  /** GET /v1/models: free, and it checks the key. */
  probe(): Promise<EngineProbe> {
    return probeSpeechEndpoint(`${this.baseUrl}/models`, this.authorization());
  }

  private authorization(): Record<string, string> {
    return this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {};
  }
}
