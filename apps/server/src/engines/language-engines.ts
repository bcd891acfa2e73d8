import type { EngineHealth } from '@tolk/contracts/health';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import type { EngineGate } from './engine-gate';
import type { EngineProbe } from './engine-probe';

/** An engine that serves single languages: a speech synthesizer or a speech recognizer. */
interface LanguageEngine {
  readonly name: string;
  supports(language: LanguageCode): boolean;
  probe(): Promise<EngineProbe>;
}

/**
 * What a chain of such engines offers, for GET /api/engines: the languages at least one serves,
 * and the setup hint when some language is left without an engine.
 */
export function describeLanguageEngines(engines: readonly LanguageEngine[], setupHint?: string) {
  const languages = languagesServed(engines);
  return {
    available: languages.length > 0,
    engines: engines.map((engine) => engine.name),
    hint: languages.length === LANGUAGE_CODES.length ? undefined : setupHint,
    languages,
  };
}

/** Probes every engine at once, with its circuit and the languages it serves. */
export function languageEngineHealth(
  chain: readonly { engine: LanguageEngine; gate: EngineGate }[],
): Promise<EngineHealth[]> {
  return Promise.all(
    chain.map(async ({ engine, gate }) => ({
      name: engine.name,
      circuit: gate.circuit(),
      ...(await engine.probe()),
      serves: languagesServed([engine]),
    })),
  );
}

function languagesServed(engines: readonly LanguageEngine[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => engines.some((engine) => engine.supports(code)));
}
