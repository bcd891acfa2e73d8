import type { EngineHealth } from '@tolk/contracts/health';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { Engines } from '../engines/engines';

/** Probes every configured engine at once and says what each serves. */
export async function engineHealth(engines: Engines): Promise<{
  translation: EngineHealth[];
  speechSynthesis: EngineHealth[];
  speechRecognition: EngineHealth[];
}> {
  const [translation, speechSynthesis, speechRecognition] = await Promise.all([
    Promise.all(
      engines.translation.engines().map(async (engine) => {
        const [probe, serves] = await Promise.all([engine.probe(), directPairs(engine)]);
        return { name: engine.name, ...probe, serves };
      }),
    ),
    Promise.all(
      engines.speech.engines().map(async (engine) => ({
        name: engine.name,
        ...(await engine.probe()),
        serves: LANGUAGE_CODES.filter((code) => engine.supports(code)),
      })),
    ),
    Promise.all(
      engines.recognition.engines().map(async (engine) => ({
        name: engine.name,
        ...(await engine.probe()),
        serves: LANGUAGE_CODES.filter((code) => engine.supports(code)),
      })),
    ),
  ]);
  return { translation, speechSynthesis, speechRecognition };
}

async function directPairs(engine: { supports(from: string, to: string): Promise<boolean> }): Promise<string[]> {
  const pairs = LANGUAGE_CODES.flatMap((from) => LANGUAGE_CODES.filter((to) => to !== from).map((to) => [from, to]));
  const served = await Promise.all(pairs.map(([from, to]) => engine.supports(from ?? '', to ?? '').catch(() => false)));
  return pairs.filter((_, i) => served[i]).map(([from, to]) => `${from}-${to}`);
}
