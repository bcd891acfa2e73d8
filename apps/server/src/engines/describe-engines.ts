import type { EnginesResponse } from '@tolk/contracts/engines';
import { type CapabilityDescriptions, capabilities, type Engines, mapCapabilitiesAsync } from './capabilities';

/** What is available right now, for the web app (GET /api/engines). */
export function describeEngines(engines: Engines): Promise<EnginesResponse> {
  return mapCapabilitiesAsync<CapabilityDescriptions>((name) => capabilities[name].describe(engines[name]));
}
