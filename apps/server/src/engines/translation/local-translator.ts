import type { LanguageCode } from '@tolk/contracts/languages';
import type { ModelStore } from '../../models/model-store';
import { EngineError, ModelPreparingError } from '../engine-error';
import { chooseLocalPlan, isMultilingual, type LocalLeg, modelLanguageCode } from './local-model-plan';
import { LOCAL_ENGINE, type LocalTranslationRuntime } from './local-translation-runtime';
import { normaliseText } from './normalise-text';
import { joinPieces, sentencePieces } from './sentence-pieces';
import type { TranslationRequest, Translator } from './translator';

/** How the local models stand for a pair: installed, downloadable on the learner's request, or neither. */
export type LocalReadiness = 'ready' | 'preparable' | 'none';

/** The local models as the translation service's last resort (decision 034). */
export interface LocalTranslator extends Translator {
  readiness(from: LanguageCode, to: LanguageCode): LocalReadiness;
  /** Whether the installed plan for the pair goes through English (two models). */
  pivots(from: LanguageCode, to: LanguageCode): boolean;
  /**
   * Every model the pair needs, installed: their folders. A missing one is downloaded when the policy
   * lets a learner's request start it (both of a pivot's models at once), or is already downloading under
   * any policy, and this throws the store's "preparing" error; else EngineError 'unsupported'.
   */
  prepare(from: LanguageCode, to: LanguageCode): string[];
  /**
   * Whether the local models take part at all: a learner's request may start a download (policy
   * on-demand), or a translation model is installed or downloading. Otherwise GET /api/engines and the
   * health report leave them out, as they would a translator nobody configured.
   */
  inService(): boolean;
  close(): Promise<void>;
}

/**
 * Local translation through transformers.js models from the model store: one-direction OPUS-MT models,
 * two of them through English, or the multilingual M2M100. `prepareModel` is the store's learner path:
 * the folder of an installed entry, or it starts the download and throws.
 */
export function createLocalTranslator(options: {
  models: ModelStore;
  runtime: LocalTranslationRuntime;
  prepareModel: (id: string) => string;
}): LocalTranslator {
  const { models, runtime, prepareModel } = options;
  const catalog = () => models.catalog.filter((entry) => entry.kind === 'translation');
  const installed = (id: string) => models.installedPath(id) !== null;
  const plan = (from: LanguageCode, to: LanguageCode) => chooseLocalPlan(catalog(), from, to, installed);
  // A learner's request may wait for the plan's models: with policy on-demand it starts their downloads;
  // under any policy, once every missing one is already downloading (an administrator's install).
  const preparable = (legs: readonly LocalLeg[]) =>
    models.policy === 'on-demand' ||
    legs.every((leg) => installed(leg.entry.id) || models.status(leg.entry.id).state === 'downloading');

  function readiness(from: LanguageCode, to: LanguageCode): LocalReadiness {
    const chosen = plan(from, to);
    if (!chosen) return 'none';
    if (chosen.ready) return 'ready';
    return preparable(chosen.legs) ? 'preparable' : 'none';
  }

  function prepare(from: LanguageCode, to: LanguageCode): string[] {
    const chosen = plan(from, to);
    if (!chosen || (!chosen.ready && !preparable(chosen.legs))) {
      throw new EngineError(LOCAL_ENGINE, 'unsupported', `no installed model translates ${from}→${to}`);
    }
    const folders: string[] = [];
    let preparing: unknown;
    for (const leg of chosen.legs) {
      try {
        folders.push(prepareModel(leg.entry.id));
      } catch (error) {
        preparing ??= error;
      }
    }
    // The learner waits for this pair, whatever else the model serves: "Preparing Norwegian → Russian".
    if (preparing instanceof ModelPreparingError) {
      throw new ModelPreparingError(preparing.engine, { ...preparing.preparing, languages: [from, to] });
    }
    if (preparing !== undefined) throw preparing;
    return folders;
  }

  /** One model over the text, a sentence at a time. */
  async function translateLeg(leg: LocalLeg, folder: string, text: string, signal: AbortSignal): Promise<string> {
    const codes = isMultilingual(leg.entry)
      ? { srcLang: modelLanguageCode(leg.from), tgtLang: modelLanguageCode(leg.to) }
      : {};
    const pieces = sentencePieces(text, leg.from);
    const translated: string[] = [];
    for (const piece of pieces)
      translated.push(await runtime.translate({ folder, text: piece.text, signal, ...codes }));
    return joinPieces(translated, pieces, leg.to);
  }

  return {
    name: LOCAL_ENGINE,
    supports: async (from, to) => readiness(from, to) === 'ready',
    readiness,
    inService: () =>
      models.policy === 'on-demand' ||
      catalog().some((entry) => installed(entry.id) || models.status(entry.id).state === 'downloading'),
    pivots: (from, to) => (plan(from, to)?.legs.length ?? 0) > 1,
    prepare,
    async translate({ text, from, to, signal }: TranslationRequest) {
      const chosen = plan(from, to);
      if (!chosen?.ready)
        throw new EngineError(LOCAL_ENGINE, 'unsupported', `no installed model translates ${from}→${to}`);
      const folders = chosen.legs.map((leg) => models.installedPath(leg.entry.id));
      let result = text;
      for (const [i, leg] of chosen.legs.entries()) {
        const folder = folders[i];
        if (!folder) throw new EngineError(LOCAL_ENGINE, 'unsupported', `${leg.entry.id} was removed`);
        result = await translateLeg(leg, folder, i === 0 ? result : normaliseText(result), signal);
      }
      return result;
    },
    // In-process: nothing to reach. Which models are installed is the model store's report, not a failure here.
    probe: async () => ({ status: 'UP', latencyMs: 0 }),
    close: () => runtime.close(),
  };
}
