import type { EngineHealth } from '@tolk/contracts/health';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PcmAudio } from '../audio/pcm-audio';
import type { Database } from '../db/client';
import type { ModelStore } from '../models/model-store';
import type { BlobStore } from '../storage/blob-store';
import type { EngineGate } from './engine-gate';

/** What createEngines gives every capability besides its own config. */
export interface EngineContext {
  db: Database;
  blobs: BlobStore;
  encodeMp3: (audio: PcmAudio) => Promise<Uint8Array>;
  log: FastifyBaseLogger;
  /** The one store of downloaded models and dictionaries: `prepareOrThrow(models, id)` (engines/prepare-model.ts) gives a local engine its folder. */
  models: ModelStore;
  /** A gate of its own for one engine, with the engine-wide deadline, concurrency bound and cooldown. */
  gateFor(engine: string): EngineGate;
}

/**
 * One thing engines do for the learner (translation, speech synthesis, …), as its folder under
 * engines/ exports it for the list in capabilities.ts.
 */
export interface Capability<Config, Service, Description> {
  /** Reads its environment variables (shared provider ones included) into its config. */
  env: z.ZodType<Config>;
  /** Its service: every configured engine, in the order they are tried, each behind its gate. */
  create(config: Config, context: EngineContext): Service;
  /** What it offers right now, for GET /api/engines. */
  describe(service: Service): Promise<Description>;
  /** Each engine's probe and what it serves, for the admin health report. */
  health(service: Service): Promise<EngineHealth[]>;
}
