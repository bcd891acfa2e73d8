import { z } from 'zod';
import { LanguageCode } from './languages';
import { ModelIdParams } from './model-id';
import { ModelPreparing } from './model-preparing';
import { ModelProgress, ModelState } from './model-progress';

export { ModelIdParams, ModelPreparing, ModelProgress, ModelState };

/**
 * The model store (docs/product.md, "Local engines"): every file Tolk downloads — models per engine
 * capability and language, dictionary files per language — listed in one catalog with its size,
 * licence and attribution, installed once into MODELS_DIR and verified by SHA-256 before use.
 */
export const ModelKind = z.enum(['translation', 'speech-recognition', 'chat', 'dictionary', 'voice-activity']);
export type ModelKind = z.infer<typeof ModelKind>;

export const ModelLicence = z.object({ name: z.string(), url: z.string() });
export type ModelLicence = z.infer<typeof ModelLicence>;

/**
 * Why an install failed: BUDGET_EXCEEDED (MODELS_MAX_GB would be passed; nothing was fetched), HASH_MISMATCH
 * and SIZE_MISMATCH (the bytes are not the published ones; nothing was kept), DOWNLOAD_FAILED (the host
 * answered an error or the connection broke past retrying), CANCELLED, DOWNLOADS_OFF (MODELS_POLICY=off),
 * UNPACK_FAILED (the verified file would not decompress).
 */
export const ModelErrorCode = z.enum([
  'BUDGET_EXCEEDED',
  'HASH_MISMATCH',
  'SIZE_MISMATCH',
  'DOWNLOAD_FAILED',
  'CANCELLED',
  'DOWNLOADS_OFF',
  'UNPACK_FAILED',
]);
export type ModelErrorCode = z.infer<typeof ModelErrorCode>;

/** sha256: checked against the catalog's pinned hash; host: against the hash its host published; none: unverified. */
export const ModelVerification = z.enum(['sha256', 'host', 'none']);
export type ModelVerification = z.infer<typeof ModelVerification>;

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
  /** Why the last attempt failed, for a message in the reader's language (null unless `state` is failed). */
  errorCode: ModelErrorCode.nullable(),
  /** How its files are checked: a SHA-256 pinned in the catalog, the hash its host publishes, or none. */
  verification: ModelVerification,
});
export type ModelSummary = z.infer<typeof ModelSummary>;

/** on-demand: a learner's first request for something a local engine could serve starts its download; admin: only administrators and `npm run models` install; off: nothing is downloaded. */
export const ModelsPolicy = z.enum(['on-demand', 'admin', 'off']);
export type ModelsPolicy = z.infer<typeof ModelsPolicy>;

/** The administrators' view of the store: every entry, where they live, the disk budget and the policy. */
export const ModelsResponse = z.object({
  models: z.array(ModelSummary),
  /** MODELS_DIR. */
  directory: z.string(),
  usedBytes: z.number().int().nonnegative(),
  /** MODELS_MAX_GB in bytes. */
  budgetBytes: z.number().int().nonnegative(),
  policy: ModelsPolicy,
  /** MODELS_MIRROR replaces the public hosts. */
  mirrored: z.boolean(),
});
export type ModelsResponse = z.infer<typeof ModelsResponse>;
