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
  /**
   * Whether this engine translates `from` → `to` directly (no pivot). Engines that must ask their
   * server which pairs it has do so within the call's signal and throw EngineError when it cannot
   * tell: an unreachable engine is a failure, not an engine without the pair.
   */
  supports(from: LanguageCode, to: LanguageCode, signal: AbortSignal): Promise<boolean>;
  translate(request: TranslationRequest): Promise<string>;
  probe(): Promise<EngineProbe>;
}
