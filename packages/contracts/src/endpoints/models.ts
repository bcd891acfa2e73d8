import { endpoint } from '../endpoint';
import { ModelIdParams, ModelSummary, ModelsResponse } from '../models';
import { modelProgressEndpoints } from './model-progress';

export const modelsEndpoints = {
  ...modelProgressEndpoints,
  listModels: endpoint({
    summary: 'Every installable model and dictionary with its size, licence and state, and the disk budget.',
    method: 'GET',
    path: '/api/admin/models',
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: ModelsResponse },
    produces: 'json',
  }),
  installModel: endpoint({
    summary: 'Starts installing a model (202); its progress shows in the list.',
    method: 'POST',
    path: '/api/admin/models/:id/install',
    access: 'admin',
    engineBudget: 'none',
    params: ModelIdParams,
    responses: { 202: ModelSummary },
    produces: 'json',
  }),
  removeModel: endpoint({
    summary: "Deletes a model's files (a download under way is cancelled first).",
    method: 'DELETE',
    path: '/api/admin/models/:id',
    access: 'admin',
    engineBudget: 'none',
    params: ModelIdParams,
    responses: { 200: ModelSummary },
    produces: 'json',
  }),
};
