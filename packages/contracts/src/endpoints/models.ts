import { endpoint } from '../endpoint';
import { ModelIdParams, ModelPreparing, ModelSummary, ModelsResponse } from '../models';

export const modelsEndpoints = {
  modelProgress: endpoint({
    summary: 'How far the download of a model a request of the learner needs has come (polled while preparing).',
    method: 'GET',
    path: '/api/models/:id',
    access: 'active-user',
    engineBudget: 'none',
    params: ModelIdParams,
    responses: { 200: ModelPreparing },
    produces: 'json',
  }),
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
