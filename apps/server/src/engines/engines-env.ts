import { z } from 'zod';
import { optional } from '../env-variable';
import { type CapabilityName, capabilities, mapCapabilities } from './capabilities';
import { DEFAULT_QUEUE_PER_USER, defaultPerUser } from './engine-gate';
import type { EnginesConfig } from './engines-config';

/**
 * The engine-wide variables: every engine of every capability gets this deadline, concurrency bound
 * (and its share per learner, decision 013) and cooldown.
 */
const EngineLimitsEnv = z
  .object({
    ENGINE_TIMEOUT_SECONDS: optional(z.coerce.number().positive()),
    ENGINE_CONCURRENCY: optional(z.coerce.number().int().positive()),
    ENGINE_CONCURRENCY_PER_USER: optional(z.coerce.number().int().positive()),
    ENGINE_QUEUE_PER_USER: optional(z.coerce.number().int().nonnegative()),
    ENGINE_COOLDOWN_SECONDS: optional(z.coerce.number().positive()),
  })
  .transform((env) => ({
    timeoutMs: (env.ENGINE_TIMEOUT_SECONDS ?? 30) * 1000,
    concurrency: env.ENGINE_CONCURRENCY ?? 4,
    perUser: env.ENGINE_CONCURRENCY_PER_USER ?? defaultPerUser(env.ENGINE_CONCURRENCY ?? 4),
    queuePerUser: env.ENGINE_QUEUE_PER_USER ?? DEFAULT_QUEUE_PER_USER,
    cooldownMs: (env.ENGINE_COOLDOWN_SECONDS ?? 30) * 1000,
  }));

/**
 * Reads the engine settings: the limits above, and each capability's variables through its own
 * schema. Answers every problem, as zod issues; one in a variable that several
 * capabilities read (OPENAI_BASE_URL) is listed once.
 */
export function parseEnginesEnv(
  source: NodeJS.ProcessEnv,
): { config: EnginesConfig; issues: [] } | { config?: undefined; issues: z.core.$ZodIssue[] } {
  const schemas = [EngineLimitsEnv, ...Object.values(capabilities).map((capability) => capability.env)];
  const issues = schemas.flatMap((schema) => schema.safeParse(source).error?.issues ?? []);
  if (issues.length > 0) return { issues: uniqueIssues(issues) };
  // Every schema has just accepted the source: these parses cannot fail.
  const configs = mapCapabilities<Pick<EnginesConfig, CapabilityName>>((name) => capabilities[name].env.parse(source));
  return { config: { ...EngineLimitsEnv.parse(source), ...configs }, issues: [] };
}

function uniqueIssues(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path.join('.')}: ${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
