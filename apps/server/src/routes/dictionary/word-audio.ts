import { dictionaryEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { speakStudyWord } from '../../domain/study-words/speak-study-word';
import { sendSpokenAudio } from '../../http/spoken-audio-reply';
import { serveEndpoint } from '../endpoint-routes';

/**
 * A word of the learner's study list, spoken: the dictionary modal's play button. An engine call
 * (budgeted like text-to-speech), answered from the speech cache after the first time.
 */
export const wordAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, dictionaryEndpoints.wordAudio, async (request, reply) => {
    const spoken = await speakStudyWord({
      db: deps.database.db,
      speech: deps.engines.speechSynthesis,
      userId: admittedUser(request).id,
      id: request.params.id,
    });
    return sendSpokenAudio(reply, spoken.mp3);
  });
};
