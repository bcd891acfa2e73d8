import type { LanguageCode } from '@tolk/contracts/languages';
import type { EngineProbe } from '../engine-probe';

export interface RecognitionRequest {
  /** A validated 16-bit PCM WAV file. */
  wav: Uint8Array;
  /** The language the learner says they speak: passed to the engine, never auto-detected. */
  language: LanguageCode;
  signal: AbortSignal;
}

/** One speech-to-text engine. Returns '' when it heard no words; throws EngineError on failure. */
export interface SpeechRecognizer {
  readonly name: string;
  supports(language: LanguageCode): boolean;
  transcribe(request: RecognitionRequest): Promise<string>;
  probe(): Promise<EngineProbe>;
}
