import type { EngineContext } from '../capability';
import { createOpenAiTranscriber } from './openai-transcriber';
import { createRecognitionService, type RecognitionService } from './recognition-service';
import type { SpeechRecognitionConfig } from './speech-recognition-config';
import type { SpeechRecognizer } from './speech-recognizer';

/** Every configured speech recognition engine, each behind its gate. */
export function createSpeechRecognition(config: SpeechRecognitionConfig, context: EngineContext): RecognitionService {
  const recognizers: SpeechRecognizer[] = config.openai ? [createOpenAiTranscriber(config.openai)] : [];
  return createRecognitionService({
    chain: recognizers.map((recognizer) => ({ recognizer, gate: context.gateFor(recognizer.name) })),
    log: context.log,
  });
}
