import { healthEndpoints } from '@tolk/contracts/endpoints';
import { voiceCloningRelayPath } from '@tolk/contracts/voice-cloning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { serveEndpoint } from '../endpoint-routes';

export const publicConfigRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config } = deps;
  serveEndpoint(app, deps, healthEndpoints.publicConfig, async () => ({
    supportEmail: config.supportEmail,
    version: config.version,
    voiceCloning: {
      providerUrl: config.voiceCloning.providerUrl,
      relayPath: config.voiceCloning.relay ? voiceCloningRelayPath : null,
    },
  }));
};
