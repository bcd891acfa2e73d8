import { Readable } from 'node:stream';
import { ApiError } from '@tolk/contracts/errors';
import { VOCABULARY_EXPORT_CONTENT_TYPES, VocabularyExportQuery, vocabularyPaths } from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { ankiCsvExport } from '../../domain/vocabulary/anki-csv-export';

/** The file's stream: Fastify sends a stream as it is, past the serializer. */
const CsvStream = z.instanceof(Readable);

/**
 * The study list for Anki (decision 022), streamed page by page as the list is read: a long list
 * neither waits nor sits in memory whole. A failure after the first bytes ends the download short.
 */
export const vocabularyExportRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    vocabularyPaths.export,
    {
      onRequest: deps.guards.requireActiveUser,
      schema: {
        querystring: VocabularyExportQuery,
        response: { 200: CsvStream, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
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
    },
  );
};
