import type { ModelPreparing } from '@tolk/contracts/models';
import { AppError } from '../errors/app-error';
import type { CatalogEntry } from '../models/catalog-entry';
import type { ModelStatus, ModelStore } from '../models/model-store';
import { EngineError, ModelPreparingError } from './engine-error';

/** How long a learner is asked to wait before asking again while a model downloads. */
export const PREPARING_RETRY_AFTER_SECONDS = 5;

/** Failures an administrator must resolve: retrying on the next learner request would only repeat them. */
const NEEDS_ADMIN = new Set(['HASH_MISMATCH', 'SIZE_MISMATCH', 'BUDGET_EXCEEDED', 'DOWNLOADS_OFF']);

/**
 * A local engine's way to its model: the installed folder, or — with MODELS_POLICY on-demand — the
 * download started in the background and a ModelPreparingError thrown (the chain falls through; the
 * learner sees the progress). With policy admin or off, or after a failure only an administrator can
 * resolve, an 'unsupported' EngineError: the engine does not serve this until the model is installed.
 */
export function prepareOrThrow(models: ModelStore, entryId: string, engine: string = entryId): string {
  const folder = models.installedPath(entryId);
  if (folder) return folder;
  const entry = models.entry(entryId);
  if (!entry) throw new EngineError(engine, 'unsupported', `no catalog entry ${entryId}`);
  const status = models.status(entryId);
  if (status.state !== 'downloading') {
    if (models.policy !== 'on-demand') {
      throw new EngineError(
        engine,
        'unsupported',
        `${entryId} is not installed (MODELS_POLICY=${models.policy}): install it on the diagnostics page or with npm run models`,
      );
    }
    if (status.state === 'failed' && status.errorCode && NEEDS_ADMIN.has(status.errorCode)) {
      throw new EngineError(engine, 'unsupported', `${entryId} could not be installed: ${status.error}`);
    }
    // The store logs a failure and shows it on the diagnostics page; the learner asks again.
    models.install(entryId).catch(() => undefined);
  }
  throw new ModelPreparingError(engine, preparingOf(entry, models.status(entryId)));
}

export function preparingOf(entry: CatalogEntry, status: ModelStatus): ModelPreparing {
  return {
    modelId: entry.id,
    title: entry.title,
    languages: [...entry.languages],
    receivedBytes: status.receivedBytes,
    totalBytes: status.totalBytes,
  };
}

/**
 * For a chain whose engines all failed: when one of them is waiting for its model, the learner's
 * MODEL_PREPARING error (else undefined, and the chain words its own failure).
 */
export function preparingAmong(failures: readonly EngineError[]): AppError | undefined {
  const waiting = failures.find((failure): failure is ModelPreparingError => failure instanceof ModelPreparingError);
  return waiting && modelPreparingError(waiting);
}

export function modelPreparingError(error: ModelPreparingError): AppError {
  const { preparing } = error;
  return new AppError(
    'MODEL_PREPARING',
    `${preparing.title} is being prepared on this server. Try again in a moment.`,
    {
      retryAfterSeconds: PREPARING_RETRY_AFTER_SECONDS,
      preparing,
    },
  );
}
