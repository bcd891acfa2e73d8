import type { EnginesResponse } from '@tolk/contracts/engines';
import { type CapabilityDescriptions, capabilities, type Engines, mapCapabilitiesAsync } from './capabilities';

/**
 * What is available right now, for the web app (GET /api/engines). What to configure (each
 * capability's hint names environment variables) is for administrators: learners get the same
 * description without it.
 */
export async function describeEngines(
  engines: Engines,
  options: { withSetupHints: boolean },
): Promise<EnginesResponse> {
  const description = await mapCapabilitiesAsync<CapabilityDescriptions>((name) =>
    capabilities[name].describe(engines[name]),
  );
  if (options.withSetupHints) return description;
  return Object.fromEntries(
    Object.entries(description).map(([name, { hint: _hint, ...offered }]) => [name, offered]),
  ) as EnginesResponse;
}
