import { z } from 'zod';
import { safeString } from './safe-text';

/** A catalog entry's id in a path: lower-case letters, digits and dashes. */
export const ModelIdParams = z.object({
  id: safeString('Model id')
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Model id is lower-case letters, digits and dashes'),
});
export type ModelIdParams = z.infer<typeof ModelIdParams>;
