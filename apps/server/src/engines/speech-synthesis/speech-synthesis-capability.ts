import type { EnginesResponse } from '@tolk/contracts/engines';
import type { Capability } from '../capability';
import { describeLanguageEngines, languageEngineHealth } from '../language-engines';
import { createSpeechSynthesis } from './create-speech-synthesis';
import type { SpeechService } from './speech-service';
import type { SpeechSynthesisConfig } from './speech-synthesis-config';
import { SpeechSynthesisEnv } from './speech-synthesis-env';

/** Text read aloud in its language. */
export const speechSynthesisCapability: Capability<
  SpeechSynthesisConfig,
  SpeechService,
  EnginesResponse['speechSynthesis']
> = {
  env: SpeechSynthesisEnv,
  create: createSpeechSynthesis,
  describe: async (service) => describeLanguageEngines(service.engines()),
  health: (service) =>
    languageEngineHealth(service.chain().map(({ synthesizer, gate }) => ({ engine: synthesizer, gate }))),
};
