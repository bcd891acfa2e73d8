import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import type { EngineHealth } from '@tolk/contracts/health';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { Capability } from '../capability';
import { withinProbeDeadline } from '../engine-probe';
import { createTranslation } from './create-translation';
import type { TranslationConfig } from './translation-config';
import { TranslationEnv } from './translation-env';
import { type GatedTranslator, type TranslationService, translationSetupHint } from './translation-service';

/** Text from one language into another, through English when no engine serves the pair directly. */
export const translationCapability: Capability<TranslationConfig, TranslationService, EnginesResponse['translation']> =
  {
    env: TranslationEnv,
    create: createTranslation,
    describe: describeTranslation,
    health: translationHealth,
  };

/** Every ordered pair of distinct catalog languages. */
const PAIRS = LANGUAGE_CODES.flatMap((from) =>
  LANGUAGE_CODES.filter((to) => to !== from).map((to) => [from, to] as const),
);

/** How each pair would be served: directly, through English, or not at all. */
async function describeTranslation(service: TranslationService): Promise<EnginesResponse['translation']> {
  const pairs: Record<string, PairRoute> = {};
  await Promise.all(
    PAIRS.map(async ([from, to]) => {
      pairs[`${from}-${to}`] = await service.route(from, to);
    }),
  );
  const routes = Object.values(pairs);
  return {
    available: routes.some((route) => route !== 'none'),
    engines: service.chain().map((member) => member.translator.name),
    hint: routes.every((route) => route !== 'none') ? undefined : translationSetupHint,
    pairs,
  };
}

/**
 * Probes every engine at once, with its circuit and the pairs it serves directly, each within the
 * probe deadline: a hanging engine is DOWN, serving no pair it could not confirm in time.
 */
function translationHealth(service: TranslationService): Promise<EngineHealth[]> {
  return Promise.all(
    service.chain().map(async (member) => {
      const [probe, serves] = await Promise.all([
        member.translator.probe(),
        withinProbeDeadline(directPairs(service, member), () => []),
      ]);
      return { name: member.translator.name, circuit: member.gate.circuit(), ...probe, serves };
    }),
  );
}

async function directPairs(service: TranslationService, member: GatedTranslator): Promise<string[]> {
  const served = await Promise.all(PAIRS.map(([from, to]) => service.serves(member, from, to)));
  return PAIRS.filter((_, i) => served[i]).map(([from, to]) => `${from}-${to}`);
}
