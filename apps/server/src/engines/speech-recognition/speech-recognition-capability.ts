import type { EnginesResponse } from '@tolk/contracts/engines';
import type { Capability } from '../capability';
import { describeLanguageEngines, languageEngineHealth } from '../language-engines';
import { createSpeechRecognition } from './create-speech-recognition';
import { type RecognitionService, recognitionSetupHint } from './recognition-service';
import type { SpeechRecognitionConfig } from './speech-recognition-config';
import { SpeechRecognitionEnv } from './speech-recognition-env';

/** The words of a recording, in the language the learner says they speak. */
export const speechRecognitionCapability: Capability<
  SpeechRecognitionConfig,
  RecognitionService,
  EnginesResponse['speechRecognition']
> = {
  env: SpeechRecognitionEnv,
  create: createSpeechRecognition,
  describe: async (service) => describeLanguageEngines(service.engines(), recognitionSetupHint),
  health: (service) =>
    languageEngineHealth(service.chain().map(({ recognizer, gate }) => ({ engine: recognizer, gate }))),
};
