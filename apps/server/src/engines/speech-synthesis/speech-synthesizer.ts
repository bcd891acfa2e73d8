import type { LanguageCode } from '@tolk/contracts/languages';
import type { PcmAudio } from '../../audio/pcm-audio';
import type { EngineProbe } from '../engine-probe';

export interface SynthesisRequest {
  text: string;
  language: LanguageCode;
  signal: AbortSignal;
}

/** One text-to-speech engine. Returns decoded PCM; the caller encodes and caches. */
export interface SpeechSynthesizer {
  readonly name: string;
  /** The voice (or model/voice) used, part of the cache key: another voice is other audio. */
  readonly voice: string;
  supports(language: LanguageCode): boolean;
  synthesize(request: SynthesisRequest): Promise<PcmAudio>;
  probe(): Promise<EngineProbe>;
}
