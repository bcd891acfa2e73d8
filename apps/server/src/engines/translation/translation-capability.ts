import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import type { EngineHealth } from '@tolk/contracts/health';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import type { Capability } from '../capability';
import { PROBE_DEADLINE_MS, withinProbeDeadline } from '../engine-probe';
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

/**
 * How each pair would be served: directly, through English, or not at all. An engine whose circuit
 * is open is asked first whether it answers again (its probe, within the probe deadline) and is
 * back in service at once when it does; pairs only such an engine could serve are 'none' and listed
 * as temporarily unavailable, apart from pairs no configured engine serves.
 */
async function describeTranslation(service: TranslationService): Promise<EnginesResponse['translation']> {
  const chain = service.chain();
  await Promise.all(chain.map((member) => member.gate.recover(() => answersProbe(member))));
  const pairs: Record<string, PairRoute> = {};
  await Promise.all(
    PAIRS.map(async ([from, to]) => {
      pairs[`${from}-${to}`] = await service.route(from, to);
    }),
  );
  const down = chain.filter((member) => member.gate.circuit() !== 'closed');
  const routes = Object.values(pairs);
  return {
    available: routes.some((route) => route !== 'none'),
    engines: chain.map((member) => member.translator.name),
    hint: routes.every((route) => route !== 'none') ? undefined : translationSetupHint,
    pairs,
    ...(down.length > 0 && {
      temporarilyUnavailable: down.map((member) => member.translator.name),
      pairsTemporarilyUnavailable: await pairsWaitingFor(service, down, pairs),
    }),
  };
}

async function answersProbe(member: GatedTranslator): Promise<boolean> {
  const probe = await withinProbeDeadline(member.translator.probe(), () => ({ status: 'DOWN' as const, latencyMs: 0 }));
  return probe.status === 'UP';
}

const PIVOT = 'en';

/**
 * The 'none' pairs an engine out of service might serve: it is asked outside its gate (a list of
 * pairs it answered before is kept, and an engine that cannot tell counts as might), the others as usual.
 */
async function pairsWaitingFor(
  service: TranslationService,
  down: readonly GatedTranslator[],
  pairs: Record<string, PairRoute>,
): Promise<string[]> {
  const signal = AbortSignal.timeout(PROBE_DEADLINE_MS);
  const mightServe = async (from: LanguageCode, to: LanguageCode) =>
    (
      await Promise.all(
        service
          .chain()
          .map((member) =>
            down.includes(member)
              ? member.translator.supports(from, to, signal).catch(() => true)
              : service.serves(member, from, to),
          ),
      )
    ).some(Boolean);
  const waiting = await Promise.all(
    PAIRS.map(async ([from, to]) => {
      if (pairs[`${from}-${to}`] !== 'none') return false;
      if (await mightServe(from, to)) return true;
      if (from === PIVOT || to === PIVOT) return false;
      const [first, second] = await Promise.all([mightServe(from, PIVOT), mightServe(PIVOT, to)]);
      return first && second;
    }),
  );
  return PAIRS.filter((_, i) => waiting[i]).map(([from, to]) => `${from}-${to}`);
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
