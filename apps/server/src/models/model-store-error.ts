import type { ModelErrorCode } from '@tolk/contracts/models';

/** Why an install failed; `code` is stable (the admin page words it in the reader's language), `message` is for logs and the CLI. */
export class ModelStoreError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ModelStoreError';
  }
}

export function asModelStoreError(error: unknown, signal?: AbortSignal): ModelStoreError {
  if (error instanceof ModelStoreError) return error;
  if (signal?.aborted) return new ModelStoreError('CANCELLED', 'The download was cancelled.');
  return new ModelStoreError('DOWNLOAD_FAILED', error instanceof Error ? error.message : String(error));
}
