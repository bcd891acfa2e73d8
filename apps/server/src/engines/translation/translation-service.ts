import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { EngineError } from '../engine-error';
import type { EngineGate } from '../engine-gate';
import { normaliseText } from './normalise-text';
import type { TranslationMemory } from './translation-memory';
import type { Translator } from './translator';

export interface TranslationResult {
  translation: string;
  /** The engine that made it, or 'a+b' when it went through English. */
  engine: string;
  fromMemory: boolean;
}

export interface TranslationService {
  translate(request: { text: string; from: LanguageCode; to: LanguageCode }): Promise<TranslationResult>;
  /** How from → to would be served: directly, through English, or not at all. */
  route(from: LanguageCode, to: LanguageCode): Promise<'direct' | 'pivot' | 'none'>;
  engines(): readonly Translator[];
}

export interface GatedTranslator {
  translator: Translator;
  gate: EngineGate;
}

const PIVOT: LanguageCode = 'en';

export const translationSetupHint =
  'Configure a translation engine: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL, or OPENAI_BASE_URL with TRANSLATE_MODEL.';

/**
 * Tries the configured engines in order for a pair, remembering every translation; when no
 * engine serves X → Y directly but some serve X → en and en → Y, goes through English.
 * Identical requests in flight at the same moment share one engine call.
 */
export function createTranslationService(options: {
  chain: GatedTranslator[];
  memory: TranslationMemory;
  log: FastifyBaseLogger;
}): TranslationService {
  const { chain, memory, log } = options;
  const inFlight = new Map<string, Promise<TranslationResult>>();

  const directEngines = async (from: LanguageCode, to: LanguageCode) => {
    const served = await Promise.all(chain.map((member) => member.translator.supports(from, to).catch(() => false)));
    return chain.filter((_, i) => served[i]);
  };

  async function translateDirect(
    engines: GatedTranslator[],
    text: string,
    from: LanguageCode,
    to: LanguageCode,
  ): Promise<TranslationResult> {
    for (const { translator } of engines) {
      const remembered = await memory.recall({ engine: translator.name, from, to, text });
      if (remembered !== undefined) return { translation: remembered, engine: translator.name, fromMemory: true };
    }
    const failures: string[] = [];
    for (const member of engines) {
      try {
        const translation = await member.gate.run((signal) => member.translator.translate({ text, from, to, signal }));
        await memory.remember({ engine: member.translator.name, from, to, text }, translation);
        return { translation, engine: member.translator.name, fromMemory: false };
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        log.warn(
          { engine: error.engine, failure: error.failure, from, to, err: error.message },
          'translation engine failed',
        );
        failures.push(error.engine);
      }
    }
    throw new AppError(
      'ENGINE_FAILED',
      `Translation failed: ${failures.join(', ')} did not answer. Please try again in a moment.`,
    );
  }

  async function translateOnce(normalised: string, from: LanguageCode, to: LanguageCode): Promise<TranslationResult> {
    const direct = await directEngines(from, to);
    if (direct.length > 0) return translateDirect(direct, normalised, from, to);

    const [toPivot, fromPivot] = await Promise.all([directEngines(from, PIVOT), directEngines(PIVOT, to)]);
    if (from !== PIVOT && to !== PIVOT && toPivot.length > 0 && fromPivot.length > 0) {
      const first = await translateDirect(toPivot, normalised, from, PIVOT);
      const second = await translateDirect(fromPivot, normaliseText(first.translation), PIVOT, to);
      return {
        translation: second.translation,
        engine: `${first.engine}+${second.engine}`,
        fromMemory: first.fromMemory && second.fromMemory,
      };
    }
    throw new AppError(
      'ENGINE_UNAVAILABLE',
      `No translation engine serves ${LANGUAGES[from].name} → ${LANGUAGES[to].name}. ${translationSetupHint}`,
    );
  }

  return {
    translate({ text, from, to }) {
      const normalised = normaliseText(text);
      // Identical requests at the same moment share the whole lookup and engine call, so the
      // engine is asked once and the memory written once, on any database.
      const key = `${from}|${to}|${normalised}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = translateOnce(normalised, from, to).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    async route(from, to) {
      if ((await directEngines(from, to)).length > 0) return 'direct';
      if (from === PIVOT || to === PIVOT) return 'none';
      const [toPivot, fromPivot] = await Promise.all([directEngines(from, PIVOT), directEngines(PIVOT, to)]);
      return toPivot.length > 0 && fromPivot.length > 0 ? 'pivot' : 'none';
    },
    engines: () => chain.map((member) => member.translator),
  };
}
