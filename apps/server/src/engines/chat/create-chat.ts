import type { EngineContext } from '../capability';
import type { ChatConfig } from './chat-config';
import type { ChatModel } from './chat-model';
import { type ChatService, createChatService } from './chat-service';
import { createOpenAiChat } from './openai-chat';

/** Every configured chat engine, each behind its gate. */
export function createChat(config: ChatConfig, context: EngineContext): ChatService {
  const models: ChatModel[] = config.openai ? [createOpenAiChat(config.openai)] : [];
  return createChatService({
    chain: models.map((model) => ({ model, gate: context.gateFor(model.name) })),
    log: context.log,
  });
}
