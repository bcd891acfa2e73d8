import { z } from 'zod';
import { VoiceCloningSettings } from './voice-cloning';

/** The explicit subset of server configuration the browser may know. */
export const PublicConfig = z.object({
  supportEmail: z.string(),
  version: z.string(),
  voiceCloning: VoiceCloningSettings,
});
export type PublicConfig = z.infer<typeof PublicConfig>;
