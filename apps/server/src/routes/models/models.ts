import { modelsEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { preparingOf } from '../../engines/prepare-model';
import { AppError } from '../../errors/app-error';
import type { CatalogEntry } from '../../models/catalog-entry';
import { modelSummary } from '../../models/model-summary';
import { serveEndpoint } from '../endpoint-routes';

/** The learner's view of a model being prepared, and the administrators' list, install and remove. */
export const modelsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { models } = deps;
  const entryOf = (id: string): CatalogEntry => {
    const entry = models.entry(id);
    if (!entry) throw new AppError('NOT_FOUND', 'No such model in the catalog');
    return entry;
  };

  serveEndpoint(app, deps, modelsEndpoints.modelProgress, async (request) => {
    const entry = entryOf(request.params.id);
    const status = models.status(entry.id);
    return { ...preparingOf(entry, status), state: status.state };
  });

  serveEndpoint(app, deps, modelsEndpoints.listModels, async () => ({
    models: models.catalog.map((entry) => modelSummary(entry, models.status(entry.id))),
    directory: models.dir,
    usedBytes: await models.usedBytes(),
    budgetBytes: models.budgetBytes,
    policy: models.policy,
    mirrored: models.mirrored,
  }));

  serveEndpoint(app, deps, modelsEndpoints.installModel, async (request, reply) => {
    const entry = entryOf(request.params.id);
    // It runs on after the answer; its failure shows in the list (state failed, errorCode) and the log.
    models.install(entry.id).catch(() => undefined);
    return reply.status(202).send(modelSummary(entry, models.status(entry.id)));
  });

  serveEndpoint(app, deps, modelsEndpoints.removeModel, async (request) => {
    const entry = entryOf(request.params.id);
    await models.remove(entry.id);
    return modelSummary(entry, models.status(entry.id));
  });
};
