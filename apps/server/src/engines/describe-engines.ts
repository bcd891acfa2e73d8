import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { Engines } from './engines';
import { recognitionSetupHint } from './speech-recognition/recognition-service';
import { translationSetupHint } from './translation/translation-service';

/** What is available right now, for the web app (GET /api/engines) and the admin report. */
export async function describeEngines(engines: Engines): Promise<EnginesResponse> {
  const pairs: Record<string, PairRoute> = {};
  await Promise.all(
    LANGUAGE_CODES.flatMap((from) =>
      LANGUAGE_CODES.filter((to) => to !== from).map(async (to) => {
        pairs[`${from}-${to}`] = await engines.translation.route(from, to);
      }),
    ),
  );
  const anyPair = Object.values(pairs).some((route) => route !== 'none');
  const allPairs = Object.values(pairs).every((route) => route !== 'none');
  const synthesizers = engines.speech.engines();
  const recognizers = engines.recognition.engines();
  const spoken = LANGUAGE_CODES.filter((code) => synthesizers.some((engine) => engine.supports(code)));
  const understood = LANGUAGE_CODES.filter((code) => recognizers.some((engine) => engine.supports(code)));
  return {
    translation: {
      available: anyPair,
      engines: engines.translation.engines().map((engine) => engine.name),
      hint: allPairs ? undefined : translationSetupHint,
      pairs,
    },
    speechSynthesis: {
      available: spoken.length > 0,
      engines: synthesizers.map((engine) => engine.name),
      languages: spoken,
    },
    speechRecognition: {
      available: understood.length > 0,
      engines: recognizers.map((engine) => engine.name),
      hint: understood.length === LANGUAGE_CODES.length ? undefined : recognitionSetupHint,
      languages: understood,
    },
  };
}
