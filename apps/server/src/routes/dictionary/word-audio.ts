import { dictionaryPaths, StudyWordIdParams, WordAudioQuery } from '@tolk/contracts/dictionary';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { speakStudyWord } from '../../domain/dictionary/speak-study-word';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { AudioBytes, sendSpokenAudio } from '../../http/spoken-audio-reply';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/**
 * A word of the learner's study list, spoken: the dictionary modal's play button. An engine call
 * (budgeted like text-to-speech), answered from the speech cache after the first time.
 */
export const wordAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    dictionaryPaths.audio(':id'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: StudyWordIdParams,
        querystring: WordAudioQuery,
        response: { 200: AudioBytes, ...engineErrorResponses, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const spoken = await speakStudyWord({
        db: deps.database.db,
        speech: deps.engines.speechSynthesis,
        userId: admittedUser(request).id,
        id: request.params.id,
      });
      return sendSpokenAudio(reply, spoken.mp3);
    },
  );
};
