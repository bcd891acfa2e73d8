import { DialogueEntryParams, dialoguePaths } from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { speakDialogueReply } from '../../domain/dialogue/dialogue-audio';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { AudioBytes, sendSpokenAudio } from '../../http/spoken-audio-reply';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/**
 * The partner's reply of an entry, spoken: the entry's gptAudioUrl. An engine call (budgeted
 * like text-to-speech), answered from the speech cache after the first time.
 */
export const dialogueAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    dialoguePaths.audio(':id'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: DialogueEntryParams,
        response: { 200: AudioBytes, ...engineErrorResponses, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const spoken = await speakDialogueReply({
        db: deps.database.db,
        speech: deps.engines.speechSynthesis,
        userId: admittedUser(request).id,
        id: request.params.id,
      });
      return sendSpokenAudio(reply, spoken.mp3);
    },
  );
};
