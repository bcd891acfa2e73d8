import { voiceCloningEndpoints } from '@tolk/contracts/endpoints';
import { voiceProviderPaths } from '@tolk/contracts/voice-cloning';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { callVoiceProvider, type VoiceProviderCall } from '../../domain/voice-cloning/call-voice-provider';
import { AppError } from '../../errors/app-error';
import { readVoiceSampleForm } from '../../http/voice-sample-form';
import { serveEndpoint } from '../endpoint-routes';

/**
 * The same-origin relay of the voice provider's calls, for a browser the provider's CORS turns away
 * (decision 030). Only the listed calls pass, each checked against its contract; the learner's key
 * goes on in `xi-api-key` and is neither stored nor logged; the provider's status, Content-Type and
 * body come back unchanged (audio streamed). Signed-in ACTIVE learners only, within their engine
 * budget, so it is no open proxy. Any other path under the relay is the app's 404.
 */
export const voiceProviderRelayRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  /** Calls the provider with the request's key and Accept, and answers with what it said. */
  const relay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    call: Pick<VoiceProviderCall, 'method' | 'path' | 'body'>,
  ) => {
    // A learner who leaves mid-call (a long clone, say) should not keep the provider working.
    const gone = new AbortController();
    reply.raw.on('close', () => gone.abort());
    try {
      const answer = await callVoiceProvider({
        providerUrl: deps.config.voiceCloning.providerUrl,
        key,
        accept: request.headers.accept,
        signal: gone.signal,
        ...call,
      });
      reply.status(answer.status);
      if (answer.contentType) reply.type(answer.contentType);
      return reply.send(answer.body ?? '');
    } catch (error) {
      if (error instanceof AppError)
        request.log.warn({ err: error, detail: error.detail }, 'voice provider call failed');
      throw error;
    }
  };

  const reads = [
    [voiceCloningEndpoints.relaySubscription, voiceProviderPaths.subscription],
    [voiceCloningEndpoints.relayUser, voiceProviderPaths.user],
    [voiceCloningEndpoints.relayModels, voiceProviderPaths.models],
    [voiceCloningEndpoints.relayVoices, voiceProviderPaths.voices],
  ] as const;
  for (const [declaration, path] of reads) {
    serveEndpoint(app, deps, declaration, (request, reply) =>
      relay(request, reply, request.headers['xi-api-key'], { method: 'GET', path }),
    );
  }

  serveEndpoint(app, deps, voiceCloningEndpoints.relayAddVoice, async (request, reply) => {
    const form = await readVoiceSampleForm(request);
    return relay(request, reply, request.headers['xi-api-key'], {
      method: 'POST',
      path: voiceProviderPaths.addVoice,
      body: { form },
    });
  });

  serveEndpoint(app, deps, voiceCloningEndpoints.relaySpeech, (request, reply) => {
    const format = request.query.output_format;
    const query = format ? `?${new URLSearchParams({ output_format: format })}` : '';
    return relay(request, reply, request.headers['xi-api-key'], {
      method: 'POST',
      path: `${voiceProviderPaths.textToSpeech(request.params.voiceId)}${query}`,
      body: { json: request.body },
    });
  });

  serveEndpoint(app, deps, voiceCloningEndpoints.relayDeleteVoice, (request, reply) =>
    relay(request, reply, request.headers['xi-api-key'], {
      method: 'DELETE',
      path: voiceProviderPaths.voice(request.params.voiceId),
    }),
  );
};
