import { PublicConfig, publicConfigPath } from '@tolk/contracts/public-config';
import { voiceCloningRelayPath } from '@tolk/contracts/voice-cloning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

export const publicConfigRoute: FastifyPluginAsyncZod<Deps> = async (app, { config }) => {
  app.get(publicConfigPath, { schema: { response: { 200: PublicConfig } } }, async () => ({
    supportEmail: config.supportEmail,
    version: config.version,
    voiceCloning: {
      providerUrl: config.voiceCloning.providerUrl,
      relayPath: config.voiceCloning.relay ? voiceCloningRelayPath : null,
    },
  }));
};
