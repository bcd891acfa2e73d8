import type { EnginesResponse } from '@tolk/contracts/engines';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { Capability } from '../capability';
import { describeLanguageEngines, languageEngineHealth } from '../language-engines';
import { createSpeechRecognition } from './create-speech-recognition';
import { type RecognitionService, recognitionSetupHint } from './recognition-service';
import type { SpeechRecognitionConfig } from './speech-recognition-config';
import { SpeechRecognitionEnv } from './speech-recognition-env';
import type { SpeechRecognizer } from './speech-recognizer';

const servesAny = (recognizer: SpeechRecognizer) => LANGUAGE_CODES.some((code) => recognizer.supports(code));

/** The words of a recording, in the language the learner says they speak. */
export const speechRecognitionCapability: Capability<
  SpeechRecognitionConfig,
  RecognitionService,
  EnginesResponse['speechRecognition']
> = {
  env: SpeechRecognitionEnv,
  create: createSpeechRecognition,
  // Local Whisper counts once it could serve: installed, or downloadable on demand (MODELS_POLICY=on-demand).
  describe: async (service) => describeLanguageEngines(service.engines().filter(servesAny), recognitionSetupHint),
  health: (service) =>
    languageEngineHealth(
      service
        .chain()
        .filter(({ recognizer }) => servesAny(recognizer))
        .map(({ recognizer, gate }) => ({ engine: recognizer, gate })),
    ),
};
