import { dialogueEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { speakDialogueReply } from '../../domain/dialogue/dialogue-audio';
import { sendSpokenAudio } from '../../http/spoken-audio-reply';
import { serveEndpoint } from '../endpoint-routes';

/**
 * The partner's reply of an entry, spoken: the entry's gptAudioUrl. An engine call (budgeted
 * like text-to-speech), answered from the speech cache after the first time.
 */
export const dialogueAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, dialogueEndpoints.replyAudio, async (request, reply) => {
    const spoken = await speakDialogueReply({
      db: deps.database.db,
      speech: deps.engines.speechSynthesis,
      userId: admittedUser(request).id,
      id: request.params.id,
    });
    return sendSpokenAudio(reply, spoken.mp3);
  });
};
