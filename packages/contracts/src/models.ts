import { z } from 'zod';
import { LanguageCode } from './languages';

/**
 * The model store (docs/product.md, "Local engines"): every file Tolk downloads — models per engine
 * capability and language, dictionary files per language — listed in one catalog with its size,
 * licence and attribution, installed once into MODELS_DIR and verified by SHA-256 before use.
 */
export const ModelKind = z.enum(['translation', 'speech-recognition', 'chat', 'dictionary', 'voice-activity']);
export type ModelKind = z.infer<typeof ModelKind>;

/** absent: listed, not on this server; downloading: a download is running; installed: verified and usable; failed: the last attempt failed (see error). */
export const ModelState = z.enum(['absent', 'downloading', 'installed', 'failed']);
export type ModelState = z.infer<typeof ModelState>;

export const ModelLicence = z.object({ name: z.string(), url: z.string() });
export type ModelLicence = z.infer<typeof ModelLicence>;

/** One catalog entry as the API shows it. */
export const ModelSummary = z.object({
  id: z.string(),
  kind: ModelKind,
  /** The languages it serves; for a translation model its source and target. */
  languages: z.array(LanguageCode),
  title: z.string(),
  /** What it downloads, in bytes (the published, possibly compressed, files). */
  bytes: z.number().int().nonnegative(),
  licence: ModelLicence,
  attribution: z.string(),
  homepage: z.string(),
  /** Memory it needs while loaded, where known. */
  memoryBytes: z.number().int().nonnegative().nullable(),
  recommended: z.boolean(),
  state: ModelState,
  receivedBytes: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type ModelSummary = z.infer<typeof ModelSummary>;

/** on-demand: a learner's first request for something a local engine could serve starts its download; admin: only administrators and `npm run models` install; off: nothing is downloaded. */
export const ModelsPolicy = z.enum(['on-demand', 'admin', 'off']);
export type ModelsPolicy = z.infer<typeof ModelsPolicy>;
