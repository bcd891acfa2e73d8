import type { LanguageCode } from '@tolk/contracts/languages';
import type { PcmAudio } from '../../audio/pcm-audio';
import type { EngineProbe } from '../engine-probe';
import { engineFetch } from '../http-json';
import { probeSpeechEndpoint } from './probe-speech-endpoint';
import { readPcmAnswer } from './read-pcm-answer';
import type { SpeechSynthesizer, SynthesisRequest } from './speech-synthesizer';

export interface ElevenLabsOptions {
  apiKey: string;
  voiceId: string;
  /** 'https://api.elevenlabs.io', without '/v1'. */
  baseUrl: string;
}

const MODEL_ID = 'eleven_multilingual_v2';
/** Fixed voice settings (docs/product.md, Speech): steady delivery, close to the chosen voice. */
const VOICE_SETTINGS = { stability: 0.5, similarity_boost: 0.75 };
/** ElevenLabs' raw PCM output: 16-bit signed little-endian mono at this rate. */
const OUTPUT_FORMAT = 'pcm_24000';
const SAMPLE_RATE = 24_000;

/**
 * Our catalog languages among the 29 of eleven_multilingual_v2. Norwegian and Thai are not
 * among them, so the registry does not offer ElevenLabs for those.
 */
const MULTILINGUAL_V2_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>([
  'ru',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ja',
  'nl',
  'pl',
  'sv',
  'da',
  'fi',
  'ko',
  'zh',
  'ar',
  'tr',
  'hi',
]);

/** ElevenLabs text-to-speech (POST /v1/text-to-speech/{voice_id}), the optional higher-quality voice. */
export class ElevenLabsSynthesizer implements SpeechSynthesizer {
  readonly name = 'elevenlabs';
  readonly voice: string;
  private readonly baseUrl: string;

  constructor(private readonly options: ElevenLabsOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.voice = `${MODEL_ID}/${options.voiceId}`;
  }

  supports(language: LanguageCode): boolean {
    return MULTILINGUAL_V2_LANGUAGES.has(language);
  }

  async synthesize({ text, signal }: SynthesisRequest): Promise<PcmAudio> {
    const voiceId = encodeURIComponent(this.options.voiceId);
    const url = `${this.baseUrl}/v1/text-to-speech/${voiceId}?output_format=${OUTPUT_FORMAT}`;
    const response = await engineFetch(this.name, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'xi-api-key': this.options.apiKey },
      body: JSON.stringify({ text, model_id: MODEL_ID, voice_settings: VOICE_SETTINGS }),
      signal,
    });
    return readPcmAnswer(this.name, response, SAMPLE_RATE, signal);
  }

  /** GET /v1/user: free, and it checks the key. */
  probe(): Promise<EngineProbe> {
    return probeSpeechEndpoint(`${this.baseUrl}/v1/user`, { 'xi-api-key': this.options.apiKey });
  }
}
