import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The response schema of an MP3 route: Fastify sends a Buffer as it is, past the serializer. */
export const AudioBytes = z.instanceof(Buffer);

/**
 * Sends speech the engines made for this user (a study word, a dialogue reply) as MP3. The same
 * text always sounds the same from the speech cache, so the browser may keep it for a day; it is
 * private, as the text is the learner's.
 */
export function sendSpokenAudio(reply: FastifyReply, mp3: Uint8Array) {
  return reply
    .type('audio/mpeg')
    .header('cache-control', 'private, max-age=86400')
    .header('content-length', mp3.length)
    .send(Buffer.from(mp3.buffer, mp3.byteOffset, mp3.length));
}
