import type { ModelState } from '@tolk/contracts/models';
import type { ModelStore } from '../../models/model-store';
import { type DictionaryImports, importFolder, type StartDictionaryImportsOptions } from './import-dictionaries';

type Options = Omit<StartDictionaryImportsOptions, 'installedFolders'> & { models: ModelStore };

/** The folders of the dictionary entries the model store has installed, for the import at start. */
export function installedDictionaryFolders(models: ModelStore): string[] {
  return models.catalog
    .filter((entry) => entry.kind === 'dictionary')
    .flatMap((entry) => models.installedPath(entry.id) ?? []);
}

/**
 * Imports a dictionary entry as soon as the model store has installed it (from the diagnostics page,
 * `npm run dictionary` against a running server's store, or a learner's request), in the background:
 * the store's change events start it, never a request. One folder at a time, in the order they were
 * installed; the import's own rules apply (each file once per content, progress and failures in its
 * lexicon_sources row, which the diagnostics page lists). Installed before the server started: the
 * start-up import takes them (installedDictionaryFolders).
 */
export interface InstalledDictionaryImports extends DictionaryImports {
  /** Settles once the entry's folder has been imported after its next (or current) install. */
  imported(id: string): Promise<void>;
}

export function startInstalledDictionaryImports(options: Options): InstalledDictionaryImports {
  const { models, log } = options;
  const controller = new AbortController();
  const states = new Map<string, ModelState>();
  const waiting = new Map<string, (() => void)[]>();
  let queue: Promise<void> = Promise.resolve();

  const unsubscribe = models.onChange((id, status) => {
    const before = states.get(id);
    states.set(id, status.state);
    if (status.state !== 'installed' || before === 'installed') return;
    if (models.entry(id)?.kind !== 'dictionary') return;
    queue = queue.then(async () => {
      const folder = models.installedPath(id);
      if (!folder || controller.signal.aborted) return;
      log.info({ entry: id }, 'dictionary installed: importing it');
      await importFolder(options, controller.signal, folder).catch((error: unknown) => {
        if (!controller.signal.aborted) log.error({ entry: id, err: error }, 'installed dictionary not imported');
      });
      for (const resolve of waiting.get(id) ?? []) resolve();
      waiting.delete(id);
    });
  });

  return {
    get finished() {
      return queue;
    },
    imported: (id) =>
      new Promise<void>((resolve) => {
        waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
      }),
    async stop() {
      unsubscribe();
      controller.abort();
      await queue;
      for (const resolves of waiting.values()) for (const resolve of resolves) resolve();
    },
  };
}
