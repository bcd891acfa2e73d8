import { audioTracksEndpoints } from '@tolk/contracts/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import { audioTracks } from '../../db/schema/audio-tracks';
import type { Deps } from '../../deps';
import { readTrackAudio } from '../../domain/audio-tracks/read-track-audio';
import { AppError } from '../../errors/app-error';
import { parseByteRange } from '../../http/byte-range';
import { attachmentDisposition } from '../../http/content-disposition';
import { serveEndpoint } from '../endpoint-routes';

/**
 * The MP3 of the user's own track, whole or as one byte range (so players can seek), offered as a
 * download named after the track. A request from the first byte counts as a play. A track still
 * rendering is waited for a while (readTrackAudio).
 */
export const trackAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, blobs, trackRenders } = deps;
  const { db } = database;
  serveEndpoint(app, deps, audioTracksEndpoints.trackAudio, async (request, reply) => {
    const userId = admittedUser(request).id;
    const trackId = request.params.id;
    const { name, bytes } = await readTrackAudio({ db, blobs, renders: trackRenders, userId, trackId });

    const range = parseByteRange(request.headers.range, bytes.length);
    reply.header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${bytes.length}`);
      throw new AppError(
        'RANGE_NOT_SATISFIABLE',
        `The track has ${bytes.length} bytes; the range asked for is beyond them.`,
      );
    }
    reply
      .type('audio/mpeg')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', attachmentDisposition(name, 'mp3'));
    if (request.method === 'GET' && (range?.start ?? 0) === 0) {
      await db
        .update(audioTracks)
        .set({ playCount: sql`${audioTracks.playCount} + 1` })
        .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)));
    }
    const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (!range) return reply.header('content-length', bytes.length).send(body);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .header('content-length', range.end - range.start + 1)
      .send(body.subarray(range.start, range.end + 1));
  });
};
