import { z } from 'zod';
import { LanguageCode } from './languages';

/**
 * The model being downloaded for a learner's request, as the MODEL_PREPARING error body carries it
 * (errors.ts). Every page parses error bodies, so this stays apart from models.ts and as small as it can
 * be: the first load has no byte to spare (scripts/check-bundle-budget.mjs).
 */
const Bytes = z.number().int().nonnegative();
export const ModelPreparing = z.object({
  modelId: z.string(),
  title: z.string(),
  languages: z.array(LanguageCode),
  receivedBytes: Bytes,
  totalBytes: Bytes,
});
export type ModelPreparing = z.infer<typeof ModelPreparing>;
