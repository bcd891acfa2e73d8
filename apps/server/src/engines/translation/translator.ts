import type { LanguageCode } from '@tolk/contracts/languages';
import type { EngineProbe } from '../engine-probe';

export interface TranslationRequest {
  text: string;
  from: LanguageCode;
  to: LanguageCode;
  signal: AbortSignal;
}

/** One translation engine. Throws EngineError on any failure; never returns invented text. */
export interface Translator {
  /** Stable id used in logs, diagnostics and the translation memory key, e.g. 'apertium'. */
  readonly name: string;
  /** Whether this engine translates `from` → `to` directly (no pivot). */
  supports(from: LanguageCode, to: LanguageCode): Promise<boolean>;
  translate(request: TranslationRequest): Promise<string>;
  probe(): Promise<EngineProbe>;
}
