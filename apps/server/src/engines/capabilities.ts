import type { Capability } from './capability';
import { chatCapability } from './chat/chat-capability';
import type { EnginesConfig } from './engines-config';
import { speechRecognitionCapability } from './speech-recognition/speech-recognition-capability';
import { speechSynthesisCapability } from './speech-synthesis/speech-synthesis-capability';
import { translationCapability } from './translation/translation-capability';

/**
 * Every engine capability, each a folder under engines/ that owns its environment variables,
 * its config and the chain of engines it builds. env.ts, createEngines, GET /api/engines and the
 * admin health report go through this list, in this order.
 *
 * To add one, say chat: write engines/chat/ with a chat-capability.ts exporting a Capability
 * (capability.ts; the speech-recognition folder is the smallest example), add it below, and add
 * `chat: ChatConfig` to EnginesConfig (engines-config.ts; the compiler asks for it). Its service
 * is then deps.engines.chat. A model on the shared OpenAI-compatible server reads OPENAI_BASE_URL
 * and OPENAI_API_KEY through providers/openai-env.ts.
 */
const listed = {
  translation: translationCapability,
  speechSynthesis: speechSynthesisCapability,
  speechRecognition: speechRecognitionCapability,
  chat: chatCapability,
};

export type CapabilityName = keyof typeof listed;
/** Every capability's service, a chain of configured engines: what routes reach as deps.engines[name]. */
export type Engines = { [Name in CapabilityName]: ReturnType<(typeof listed)[Name]['create']> };
/** What each capability says about itself in GET /api/engines. */
export type CapabilityDescriptions = {
  [Name in CapabilityName]: Awaited<ReturnType<(typeof listed)[Name]['describe']>>;
};

/** The same list, typed per name, so that code going through every capability is type-checked. */
export const capabilities: {
  [Name in CapabilityName]: Capability<EnginesConfig[Name], Engines[Name], CapabilityDescriptions[Name]>;
} = listed;

const names = Object.keys(listed) as CapabilityName[];

/** One result per capability, under its name. */
export function mapCapabilities<Results extends Record<CapabilityName, unknown>>(
  build: <Name extends CapabilityName>(name: Name) => Results[Name],
): Results {
  return Object.fromEntries(names.map((name) => [name, build(name)])) as Results;
}

/** One result per capability, under its name, every capability at once. */
export async function mapCapabilitiesAsync<Results extends Record<CapabilityName, unknown>>(
  build: <Name extends CapabilityName>(name: Name) => Promise<Results[Name]>,
): Promise<Results> {
  const entries = await Promise.all(names.map(async (name) => [name, await build(name)] as const));
  return Object.fromEntries(entries) as Results;
}
