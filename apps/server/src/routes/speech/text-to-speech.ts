import { speechEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { serveEndpoint } from '../endpoint-routes';

export const textToSpeechRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, speechEndpoints.textToSpeech, async (request) => {
    const spoken = await deps.engines.speechSynthesis.speak({
      text: request.body.text,
      language: request.body.languageCode,
      learner: admittedUser(request).id,
    });
    return {
      audioBase64: Buffer.from(spoken.mp3).toString('base64'),
      mimeType: 'audio/mpeg' as const,
      durationSeconds: Math.round(spoken.durationSeconds * 1000) / 1000,
      engine: spoken.engine,
    };
  });
};
