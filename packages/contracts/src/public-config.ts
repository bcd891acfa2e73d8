import { z } from 'zod';

export const publicConfigPath = '/api/public/config';

/** The explicit subset of server configuration the browser may know. */
export const PublicConfig = z.object({
  supportEmail: z.string(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
