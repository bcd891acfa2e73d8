import type { ModelPreparing } from '@tolk/contracts/model-preparing';
import { ApiRequestError } from '../../shared/api/api-errors';

/**
 * The model a failed request is waiting for (a MODEL_PREPARING answer), or null. A module of its own: the
 * translators' hooks need it on the first load, the notice's wording (./preparing) only once a model downloads.
 */
export function preparingOf(error: unknown): ModelPreparing | null {
  return error instanceof ApiRequestError && error.code === 'MODEL_PREPARING' ? error.preparing : null;
}
