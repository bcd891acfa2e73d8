import { ApiError } from '@tolk/contracts/errors';
import { speechPaths, TextToSpeechRequest, TextToSpeechResponse } from '@tolk/contracts/speech';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

export const textToSpeechRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    speechPaths.textToSpeech,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        body: TextToSpeechRequest,
        response: { 200: TextToSpeechResponse, ...engineErrorResponses, 400: ApiError },
      },
    },
    async (request) => {
      const spoken = await deps.engines.speechSynthesis.speak({
        text: request.body.text,
        language: request.body.languageCode,
      });
      return {
        audioBase64: Buffer.from(spoken.mp3).toString('base64'),
        mimeType: 'audio/mpeg' as const,
        durationSeconds: Math.round(spoken.durationSeconds * 1000) / 1000,
        engine: spoken.engine,
      };
    },
  );
};
