import type { EngineContext } from '../capability';
import { prepareOrThrow } from '../prepare-model';
import { createApertiumTranslator } from './apertium-translator';
import { createDeepLTranslator } from './deepl-translator';
import { createLibreTranslateTranslator } from './libretranslate-translator';
import { createLocalTranslationRuntime, LOCAL_ENGINE } from './local-translation-runtime';
import { createLocalTranslator } from './local-translator';
import { createOpenAiTranslator } from './openai-translator';
import type { TranslationConfig, TranslatorName } from './translation-config';
import { createTranslationMemory } from './translation-memory';
import { createTranslationService, type TranslationService } from './translation-service';
import type { Translator } from './translator';

/**
 * Every configured translation engine in the configured order, each behind its gate, with the translation
 * memory; then the local models when the catalog lists any (decision 034).
 */
export function createTranslation(config: TranslationConfig, context: EngineContext): TranslationService {
  const translators = config.order.flatMap((name) => {
    const translator = buildTranslator(name, config);
    return translator ? [translator] : [];
  });
  const { models } = context;
  const local = models.catalog.some((entry) => entry.kind === 'translation')
    ? createLocalTranslator({
        models,
        runtime: createLocalTranslationRuntime(),
        prepareModel: (id) => prepareOrThrow(models, id, LOCAL_ENGINE),
      })
    : undefined;
  return createTranslationService({
    chain: translators.map((translator) => ({ translator, gate: context.gateFor(translator.name) })),
    local: local && { translator: local, gate: context.gateFor(LOCAL_ENGINE) },
    memory: createTranslationMemory(context.db),
    log: context.log,
  });
}

function buildTranslator(name: TranslatorName, config: TranslationConfig): Translator | undefined {
  switch (name) {
    case 'apertium':
      return config.apertium && createApertiumTranslator(config.apertium);
    case 'deepl':
      return config.deepl && createDeepLTranslator(config.deepl);
    case 'libretranslate':
      return config.libretranslate && createLibreTranslateTranslator(config.libretranslate);
    case 'openai':
      return config.openai && createOpenAiTranslator(config.openai);
  }
}
