import { Readable } from 'node:stream';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import { VOCABULARY_EXPORT_CONTENT_TYPES } from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { ankiCsvExport } from '../../domain/vocabulary/anki-csv-export';
import { serveEndpoint } from '../endpoint-routes';

/**
 * The study list for Anki (decision 022), streamed page by page as the list is read: a long list
 * neither waits nor sits in memory whole. A failure after the first bytes ends the download short.
 */
export const vocabularyExportRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.exportWords, async (request, reply) => {
    const { format, language, translationLanguage } = request.query;
    const lines = ankiCsvExport({
      db: deps.database.db,
      userId: admittedUser(request).id,
      language,
      translationLanguage,
    });
    // The first page is read before answering, so a database outage is still a clean error status.
    const first = await lines.next();
    async function* rest() {
      if (!first.done) yield first.value;
      yield* lines;
    }
    const name = `tolk-vocabulary${language ? `-${language}` : ''}.${format}`;
    return reply
      .type(VOCABULARY_EXPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(rest()));
  });
};
