import type { EngineContext } from '../capability';
import type { ChatConfig } from './chat-config';
import type { ChatEngine } from './chat-engine';
import type { GatedChatEngine } from './chat-service';
import { type ChatService, createChatService } from './chat-service';
import { createInstalledChat } from './installed-chat';
import { createLocalChat } from './local-chat';
import { createOpenAiChat } from './openai-chat';

/**
 * Every configured chat engine, each behind its gate, in the order they are tried: the
 * OpenAI-compatible server first, then the in-process GGUF model. A configured server is the model
 * the deployment chose to pay for or run on its own hardware (usually larger, often a GPU); the
 * local model is the fallback that needs nothing outside the process, and asking it first would
 * keep the CPU that also serves the app busy with every reply. The in-process model is
 * CHAT_MODEL_PATH's or, without it, the one an administrator installed through the model store
 * (decision 035), which joins the chain when installed, without a restart.
 */
export function createChat(config: ChatConfig, context: EngineContext): ChatService {
  const engines: ChatEngine[] = [];
  if (config.openai) engines.push(createOpenAiChat(config.openai));
  if (config.local) engines.push(createLocalChat(config.local, { log: context.log }));
  const fixed: GatedChatEngine[] = engines.map((engine) => ({ engine, gate: context.gateFor(engine.name) }));
  if (!config.installed) return createChatService({ chain: fixed, log: context.log });

  const installed = createInstalledChat({ models: context.models, config: config.installed, log: context.log });
  const gate = context.gateFor('local-gguf');
  return createChatService({
    chain: () => {
      const engine = installed.current();
      return engine ? [...fixed, { engine, gate }] : fixed;
    },
    log: context.log,
    close: () => installed.close(),
  });
}
