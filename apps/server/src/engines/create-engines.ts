import type { FastifyBaseLogger } from 'fastify';
import type { PcmAudio } from '../audio/pcm-audio';
import type { Database } from '../db/client';
import type { BlobStore } from '../storage/blob-store';
import type { EnginesConfig, TranslatorName } from './engine-config';
import { createEngineGate } from './engine-gate';
import type { Engines } from './engines';
import { createOpenAiTranscriber } from './speech-recognition/openai-transcriber';
import { createRecognitionService } from './speech-recognition/recognition-service';
import type { SpeechRecognizer } from './speech-recognition/speech-recognizer';
import { ElevenLabsSynthesizer } from './speech-synthesis/elevenlabs-synthesizer';
import { EspeakSynthesizer } from './speech-synthesis/espeak-synthesizer';
import { OpenAiSpeechSynthesizer } from './speech-synthesis/openai-speech-synthesizer';
import { createSpeechService } from './speech-synthesis/speech-service';
import type { SpeechSynthesizer } from './speech-synthesis/speech-synthesizer';
import { createApertiumTranslator } from './translation/apertium-translator';
import { createDeepLTranslator } from './translation/deepl-translator';
import { createLibreTranslateTranslator } from './translation/libretranslate-translator';
import { createOpenAiTranslator } from './translation/openai-translator';
import { createTranslationMemory } from './translation/translation-memory';
import { createTranslationService } from './translation/translation-service';
import type { Translator } from './translation/translator';

/**
 * The one place that turns configuration into engines: every configured engine of each
 * capability, in the order they are tried, each behind its own time limit and concurrency bound.
 */
export function createEngines(options: {
  config: EnginesConfig;
  db: Database;
  blobs: BlobStore;
  encodeMp3: (audio: PcmAudio) => Promise<Uint8Array>;
  log: FastifyBaseLogger;
}): Engines {
  const { config, log } = options;
  const gated = <T extends { name: string }>(engine: T) => ({
    engine,
    gate: createEngineGate(engine.name, { timeoutMs: config.timeoutMs, concurrency: config.concurrency }),
  });

  const translators = config.translationOrder.flatMap((name) => {
    const translator = buildTranslator(name, config);
    return translator ? [translator] : [];
  });
  const recognizers: SpeechRecognizer[] =
    config.openai?.transcribeModel !== undefined
      ? [createOpenAiTranscriber({ ...config.openai, transcribeModel: config.openai.transcribeModel })]
      : [];

  return {
    translation: createTranslationService({
      chain: translators.map(gated).map(({ engine, gate }) => ({ translator: engine, gate })),
      memory: createTranslationMemory(options.db),
      log,
    }),
    speech: createSpeechService({
      chain: buildSynthesizers(config)
        .map(gated)
        .map(({ engine, gate }) => ({ synthesizer: engine, gate })),
      blobs: options.blobs,
      encodeMp3: options.encodeMp3,
      log,
    }),
    recognition: createRecognitionService({
      chain: recognizers.map(gated).map(({ engine, gate }) => ({ recognizer: engine, gate })),
      log,
    }),
  };
}

/** A configured provider's voice first; the built-in eSpeak NG last, so speech always works. */
function buildSynthesizers(config: EnginesConfig): SpeechSynthesizer[] {
  const synthesizers: SpeechSynthesizer[] = [];
  if (config.elevenlabs) synthesizers.push(new ElevenLabsSynthesizer(config.elevenlabs));
  if (config.openai?.speechModel !== undefined) {
    synthesizers.push(
      new OpenAiSpeechSynthesizer({
        baseUrl: config.openai.baseUrl,
        apiKey: config.openai.apiKey,
        model: config.openai.speechModel,
        voice: config.openai.speechVoice,
      }),
    );
  }
  synthesizers.push(new EspeakSynthesizer());
  return synthesizers;
}

function buildTranslator(name: TranslatorName, config: EnginesConfig): Translator | undefined {
  switch (name) {
    case 'apertium':
      return config.apertium && createApertiumTranslator(config.apertium);
    case 'deepl':
      return config.deepl && createDeepLTranslator(config.deepl);
    case 'libretranslate':
      return config.libretranslate && createLibreTranslateTranslator(config.libretranslate);
    case 'openai':
      return config.openai?.translateModel !== undefined
        ? createOpenAiTranslator({ ...config.openai, translateModel: config.openai.translateModel })
        : undefined;
  }
}
