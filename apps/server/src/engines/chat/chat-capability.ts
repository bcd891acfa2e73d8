import type { EnginesResponse } from '@tolk/contracts/engines';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { Capability } from '../capability';
import { withinProbeDeadline } from '../engine-probe';
import type { ChatConfig } from './chat-config';
import { ChatEnv } from './chat-env';
import { type ChatService, chatSetupHint } from './chat-service';
import { createChat } from './create-chat';

/** A language model's answers: structured JSON (generated dictionary fields) and streamed dialogue replies. */
export const chatCapability: Capability<ChatConfig, ChatService, NonNullable<EnginesResponse['chat']>> = {
  env: ChatEnv,
  create: createChat,
  describe: async (service) => {
    const chain = service.chain();
    const engines = chain.map(({ engine }) => engine.name);
    // An engine that failed a moment ago is back in service as soon as its probe answers.
    const states = await Promise.all(
      chain.map(({ engine, gate }) =>
        gate.recover(
          async () => (await withinProbeDeadline(engine.probe(), () => ({ status: 'DOWN' }))).status === 'UP',
        ),
      ),
    );
    const down = engines.filter((_, i) => states[i] !== 'closed');
    return {
      available: engines.length > 0,
      engines,
      models: chain.map(({ engine }) => engine.model),
      localCpu: chain[0]?.engine.runsOnCpu?.() ?? false,
      hint: engines.length > 0 ? undefined : chatSetupHint,
      ...(down.length > 0 && { temporarilyUnavailable: down }),
    };
  },
  // A chat model serves every language, whichever model it runs.
  health: (service) =>
    Promise.all(
      service.chain().map(async ({ engine, gate }) => ({
        name: engine.name,
        circuit: gate.circuit(),
        ...(await engine.probe()),
        serves: [...LANGUAGE_CODES],
        model: engine.model,
      })),
    ),
};
