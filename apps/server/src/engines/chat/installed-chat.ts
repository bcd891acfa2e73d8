import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogEntry } from '../../models/catalog-entry';
import type { ModelStore } from '../../models/model-store';
import type { InstalledChatConfig } from './chat-config';
import type { ChatEngine } from './chat-engine';
import { createLocalChat } from './local-chat';

export interface InstalledChat {
  /** The in-process engine of the chat model installed through the store, or null while none is. */
  current(): ChatEngine | null;
  close(): Promise<void>;
}

/**
 * The chat model an administrator installed through the model store (decision 035), served by the
 * same in-process engine as CHAT_MODEL_PATH, without a restart: the engine is made (and starts
 * loading) when the store reports the entry installed, and closed when it is removed. Of several
 * installed chat entries the recommended one is used. `current()` is cheap (the store answers
 * installedPath from memory), so the chain asks it on every call.
 */
export function createInstalledChat(options: {
  models: ModelStore;
  config: InstalledChatConfig;
  log: FastifyBaseLogger;
}): InstalledChat {
  const { models, config, log } = options;
  let served: { modelPath: string; engine: ChatEngine } | null = null;
  let closed = false;

  function installedModel(): string | null {
    const entries = models.catalog.filter((entry) => entry.kind === 'chat');
    // The recommended entry first, then the catalog's order.
    entries.sort((a, b) => Number(b.recommended ?? false) - Number(a.recommended ?? false));
    for (const entry of entries) {
      const folder = models.installedPath(entry.id);
      const file = ggufFile(entry);
      if (folder && file) return path.join(folder, file);
    }
    return null;
  }

  function refresh(): ChatEngine | null {
    if (closed) return null;
    const modelPath = installedModel();
    if (served?.modelPath === modelPath) return served.engine;
    const previous = served;
    served = null;
    if (previous) {
      previous.engine.close?.().catch((error: unknown) => log.warn({ err: error }, 'chat model not closed'));
    }
    if (!modelPath) return null;
    log.info({ modelPath }, 'chat model installed through the model store: serving it');
    served = { modelPath, engine: createLocalChat({ modelPath, ...config }, { log }) };
    return served.engine;
  }

  // Installed (or removed) while the server runs: the engine follows, and starts loading at once.
  const unsubscribe = models.onChange((id, status) => {
    if (models.entry(id)?.kind !== 'chat') return;
    if (status.state === 'installed' || status.state === 'absent') refresh();
  });
  refresh();

  return {
    current: refresh,
    async close() {
      closed = true;
      unsubscribe();
      const engine = served?.engine;
      served = null;
      await engine?.close?.();
    },
  };
}

function ggufFile(entry: CatalogEntry): string | null {
  return entry.files.find((file) => file.path.toLowerCase().endsWith('.gguf'))?.path ?? null;
}
