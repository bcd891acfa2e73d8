import { z } from 'zod';
import { optional, serviceUrl } from '../../env-variable';
import type { OpenAiModelConfig } from './openai-config';

/**
 * The one OpenAI-compatible server of the deployment. Each capability that can use it spreads
 * these variables into its own schema and adds the variable naming its model.
 */
export const OpenAiEnv = z.object({
  OPENAI_BASE_URL: optional(serviceUrl()),
  OPENAI_API_KEY: optional(z.string()),
});
type OpenAiEnv = z.infer<typeof OpenAiEnv>;

/** The server with a capability's model; absent unless both the server and the model are set. */
export function openAiModel(env: OpenAiEnv, model: string | undefined): OpenAiModelConfig | undefined {
  if (env.OPENAI_BASE_URL === undefined || model === undefined) return undefined;
  return { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model };
}
