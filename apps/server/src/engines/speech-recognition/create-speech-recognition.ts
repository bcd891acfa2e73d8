import type { EngineContext } from '../capability';
import { createLocalWhisper } from './local-whisper';
import { createOpenAiTranscriber } from './openai-transcriber';
import { createRecognitionService, type GatedRecognizer, type RecognitionService } from './recognition-service';
import type { SpeechRecognitionConfig } from './speech-recognition-config';

/**
 * Every configured speech recognition engine, each behind its gate, then local Whisper (unless
 * LOCAL_RECOGNITION=off); the browser's recogniser is the web app's own last resort.
 */
export function createSpeechRecognition(config: SpeechRecognitionConfig, context: EngineContext): RecognitionService {
  const chain: GatedRecognizer[] = config.openai
    ? [{ recognizer: createOpenAiTranscriber(config.openai), gate: context.gateFor('openai') }]
    : [];
  const local = config.local && createLocalWhisper(config.local, { models: context.models, log: context.log });
  // One whisper.cpp context runs one transcription at a time: the gate's line, fair between learners, is the queue.
  if (local) chain.push({ recognizer: local, gate: context.gateFor(local.name, { concurrency: 1 }) });
  return createRecognitionService({ chain, log: context.log, close: async () => local?.close() });
}
