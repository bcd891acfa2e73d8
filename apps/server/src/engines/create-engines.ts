import { capabilities, type Engines, mapCapabilities } from './capabilities';
import type { EngineContext } from './capability';
import { createEngineGate } from './engine-gate';
import type { EnginesConfig } from './engines-config';

/**
 * The one place that turns configuration into engines, once at start-up: each capability's chain
 * of configured engines, every engine behind its own deadline, concurrency bound and circuit breaker.
 */
export function createEngines(options: { config: EnginesConfig } & Omit<EngineContext, 'gateFor'>): Engines {
  const { config, ...shared } = options;
  const { timeoutMs, concurrency, perUser, queuePerUser, cooldownMs } = config;
  const limits = { timeoutMs, concurrency, perUser, queuePerUser, cooldownMs };
  const context: EngineContext = {
    ...shared,
    // An in-process engine that runs one call at a time (local Whisper) narrows its own bound.
    gateFor: (engine, own) =>
      createEngineGate(engine, own ? { ...limits, concurrency: own.concurrency, perUser: undefined } : limits),
  };
  return mapCapabilities<Engines>((name) => capabilities[name].create(config[name], context));
}
