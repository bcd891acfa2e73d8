import type { EngineHealth } from '@tolk/contracts/health';
import { type CapabilityName, capabilities, type Engines, mapCapabilitiesAsync } from '../engines/capabilities';

/** Probes every configured engine of every capability at once and says what each serves. */
export function engineHealth(engines: Engines): Promise<Record<CapabilityName, EngineHealth[]>> {
  return mapCapabilitiesAsync<Record<CapabilityName, EngineHealth[]>>((name) =>
    capabilities[name].health(engines[name]),
  );
}
