import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { EngineError } from '../engine-error';
import type { EngineGate } from '../engine-gate';
import { preparingAmong } from '../prepare-model';
import type { LocalTranslator } from './local-translator';
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
  /** `learner`: the learner's id (engine slots are shared fairly between learners). */
  translate(request: {
    text: string;
    from: LanguageCode;
    to: LanguageCode;
    learner?: string;
  }): Promise<TranslationResult>;
  /** A translation some engine made for from → to before, from the memory alone: no engine is asked. */
  remembered(request: { text: string; from: LanguageCode; to: LanguageCode }): Promise<TranslationResult | undefined>;
  /**
   * How from → to would be served: directly, through English, by a local model once it is downloaded
   * ('preparable': a learner's request starts it), or not at all.
   */
  route(from: LanguageCode, to: LanguageCode): Promise<'direct' | 'pivot' | 'preparable' | 'none'>;
  /** Whether this engine serves from → to directly, asked within its gate; false while it cannot tell. */
  serves(member: GatedTranslator, from: LanguageCode, to: LanguageCode): Promise<boolean>;
  /** Every engine in the order tried, the local models last. */
  chain(): readonly GatedTranslator[];
  close(): Promise<void>;
}

export interface GatedTranslator {
  translator: Translator;
  gate: EngineGate;
}

export interface GatedLocalTranslator {
  translator: LocalTranslator;
  gate: EngineGate;
}

const PIVOT: LanguageCode = 'en';

export const translationSetupHint =
  'Configure a translation engine: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL, or OPENAI_BASE_URL with TRANSLATE_MODEL.';

/**
 * Tries the configured engines in order for a pair, remembering every translation; when no
 * engine serves X → Y directly but some serve X → en and en → Y, goes through English. Then the
 * local models (decision 034), which go through English on their own: installed, they translate;
 * downloadable, the learner's request starts the download and hears "preparing".
 * Each engine's turn is one gated call with one deadline: its language check, any wait for a
 * slot and the translation itself. An engine that failed is skipped while its circuit is open.
 * Identical requests in flight at the same moment share one engine call.
 */
export function createTranslationService(options: {
  chain: GatedTranslator[];
  /** The local models, tried after every configured engine. */
  local?: GatedLocalTranslator;
  memory: TranslationMemory;
  log: FastifyBaseLogger;
}): TranslationService {
  const { chain, local, memory, log } = options;
  const everyEngine: readonly GatedTranslator[] = local ? [...chain, local] : chain;
  const inFlight = new Map<string, Promise<TranslationResult>>();

  const serves = (member: GatedTranslator, from: LanguageCode, to: LanguageCode) =>
    member.gate.run((signal) => member.translator.supports(from, to, signal)).catch(() => false);
  const servedByAny = async (from: LanguageCode, to: LanguageCode) =>
    (await Promise.all(chain.map((member) => serves(member, from, to)))).some(Boolean);

  /** The memory holds only translations an engine made for this pair, so it needs no language check. */
  async function recall(text: string, from: LanguageCode, to: LanguageCode): Promise<TranslationResult | undefined> {
    for (const { translator } of everyEngine) {
      const remembered = await memory.recall({ engine: translator.name, from, to, text });
      if (remembered !== undefined) return { translation: remembered, engine: translator.name, fromMemory: true };
    }
    return undefined;
  }

  /** The first engine's translation, or why none made one: every engine's EngineError. */
  async function translateDirect(
    text: string,
    from: LanguageCode,
    to: LanguageCode,
    learner: string | undefined,
    members: readonly GatedTranslator[] = chain,
  ): Promise<TranslationResult | EngineError[]> {
    const remembered = await recall(text, from, to);
    if (remembered) return remembered;
    const failures: EngineError[] = [];
    for (const { translator, gate } of members) {
      try {
        const translation = await gate.run(
          async (signal) => {
            if (!(await translator.supports(from, to, signal))) {
              throw new EngineError(translator.name, 'unsupported', `does not translate ${from}→${to}`);
            }
            return translator.translate({ text, from, to, signal });
          },
          { learner },
        );
        await memory.remember({ engine: translator.name, from, to, text }, translation);
        return { translation, engine: translator.name, fromMemory: false };
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        if (error.failure !== 'unsupported') {
          log.warn(
            { engine: error.engine, failure: error.failure, from, to, err: error.message },
            'translation engine failed',
          );
        }
        failures.push(error);
      }
    }
    return failures;
  }

  async function translateOnce(
    normalised: string,
    from: LanguageCode,
    to: LanguageCode,
    learner: string | undefined,
  ): Promise<TranslationResult> {
    const direct = await translateDirect(normalised, from, to, learner);
    if (!Array.isArray(direct)) return direct;
    let failures = direct;

    // Through English only when some engine serves the second leg: a first leg alone helps nobody.
    if (from !== PIVOT && to !== PIVOT && (await servedByAny(PIVOT, to))) {
      const first = await translateDirect(normalised, from, PIVOT, learner);
      if (Array.isArray(first)) failures = [...failures, ...first];
      else {
        const second = await translateDirect(normaliseText(first.translation), PIVOT, to, learner);
        if (!Array.isArray(second)) {
          return {
            translation: second.translation,
            engine: `${first.engine}+${second.engine}`,
            fromMemory: first.fromMemory && second.fromMemory,
          };
        }
        failures = [...failures, ...second];
      }
    }

    if (local) {
      // Installed models translate now; missing ones start downloading (the store's "preparing" error goes up).
      try {
        local.translator.prepare(from, to);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        failures = [...failures, error];
        throw notTranslated(failures, from, to);
      }
      const byLocal = await translateDirect(normalised, from, to, learner, [local]);
      if (!Array.isArray(byLocal)) return byLocal;
      failures = [...failures, ...byLocal];
    }
    throw notTranslated(failures, from, to);
  }

  return {
    translate({ text, from, to, learner }) {
      const normalised = normaliseText(text);
      // Identical requests at the same moment share the whole lookup and engine call, so the
      // engine is asked once and the memory written once, on any database; it waits in the first asker's line.
      const key = `${from}|${to}|${normalised}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = translateOnce(normalised, from, to, learner).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    remembered: ({ text, from, to }) => recall(normaliseText(text), from, to),
    async route(from, to) {
      if (await servedByAny(from, to)) return 'direct';
      if (from !== PIVOT && to !== PIVOT) {
        const [toPivot, fromPivot] = await Promise.all([servedByAny(from, PIVOT), servedByAny(PIVOT, to)]);
        if (toPivot && fromPivot) return 'pivot';
      }
      const readiness = local?.translator.readiness(from, to) ?? 'none';
      if (readiness === 'ready') return local?.translator.pivots(from, to) ? 'pivot' : 'direct';
      return readiness;
    },
    serves,
    chain: () => (local && !local.translator.inService() ? chain : everyEngine),
    close: async () => {
      await local?.translator.close();
    },
  };
}

/**
 * The true reason nothing was translated: engines that failed or are cooling down are named
 * (502, try again), because one of them might serve the pair; only when every engine said it
 * does not serve the pair is it a setup matter (503; what to configure is told to administrators only).
 */
function notTranslated(failures: EngineError[], from: LanguageCode, to: LanguageCode): AppError {
  // A local model being downloaded for this pair: the learner hears how far it is (503 MODEL_PREPARING).
  const preparing = preparingAmong(failures);
  if (preparing) return preparing;
  const failed = [...new Set(failures.filter((failure) => failure.failure !== 'unsupported').map((f) => f.engine))];
  if (failed.length > 0) {
    return new AppError(
      'ENGINE_FAILED',
      `Translation failed: ${failed.join(', ')} did not answer. Please try again in a moment.`,
    );
  }
  return new AppError(
    'ENGINE_UNAVAILABLE',
    `No translation engine serves ${LANGUAGES[from].name} → ${LANGUAGES[to].name}.`,
    { setupHint: translationSetupHint },
  );
}
