import { z } from 'zod';
import { ModelPreparing } from './model-preparing';

/** absent: listed, not on this server; downloading: a download is running; installed: verified and usable; failed: the last attempt failed (see error). */
export const ModelState = z.enum(['absent', 'downloading', 'installed', 'failed']);
export type ModelState = z.infer<typeof ModelState>;

/** GET /api/models/:id: the preparing body with the state, polled by a learner waiting for the model. */
export const ModelProgress = ModelPreparing.extend({ state: ModelState });
export type ModelProgress = z.infer<typeof ModelProgress>;
