import { z } from 'zod';
import { LanguageCode } from './languages';

/**
 * The part of the model store (models.ts) every page may meet: a learner's request answered MODEL_PREPARING
 * carries it in the error body (errors.ts), so it stays out of models.ts to keep the first load small.
 */

/** absent: listed, not on this server; downloading: a download is running; installed: verified and usable; failed: the last attempt failed (see error). */
export const ModelState = z.enum(['absent', 'downloading', 'installed', 'failed']);
export type ModelState = z.infer<typeof ModelState>;

/** What a learner sees while a model their request needs is being downloaded (GET /api/models/:id, MODEL_PREPARING). */
export const ModelPreparing = z.object({
  modelId: z.string(),
  title: z.string(),
  languages: z.array(LanguageCode),
  state: ModelState,
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
});
export type ModelPreparing = z.infer<typeof ModelPreparing>;
