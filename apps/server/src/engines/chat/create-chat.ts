import type { EngineContext } from '../capability';
import type { ChatConfig } from './chat-config';
import type { ChatEngine } from './chat-engine';
import { type ChatService, createChatService } from './chat-service';
import { createOpenAiChat } from './openai-chat';

/** Every configured chat engine, each behind its gate. */
export function createChat(config: ChatConfig, context: EngineContext): ChatService {
  const engines: ChatEngine[] = config.openai ? [createOpenAiChat(config.openai)] : [];
  return createChatService({
    chain: engines.map((engine) => ({ engine, gate: context.gateFor(engine.name) })),
    log: context.log,
  });
}
