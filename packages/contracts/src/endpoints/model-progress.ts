import { endpoint } from '../endpoint';
import { ModelIdParams } from '../model-id';
import { ModelProgress } from '../model-progress';

/**
 * The learner's one call of the model store, apart from the administrators' (endpoints/models.ts, which
 * includes it): a page waiting for a model imports only this, and not the store's whole schemas.
 */
export const modelProgressEndpoints = {
  modelProgress: endpoint({
    summary: 'How far the download of a model a request of the learner needs has come (polled while preparing).',
    method: 'GET',
    path: '/api/models/:id',
    access: 'active-user',
    engineBudget: 'none',
    params: ModelIdParams,
    responses: { 200: ModelProgress },
    produces: 'json',
  }),
};
