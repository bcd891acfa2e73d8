import type { Guards } from './auth/guards';
import type { LoginThrottle } from './auth/login-throttle';
import type { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { TrackRenders } from './domain/audio-tracks/track-renders';
import type { StorageQuota } from './domain/blobs/storage-quota';
import type { HeadwordCache } from './domain/dictionary/headword-cache';
import type { TranslationCounter } from './domain/translation/translation-counter';
import type { Engines } from './engines/capabilities';
import type { ModelStore } from './models/model-store';
import type { Pronouncer } from './pronunciation/pronouncer';
import type { EventCounter } from './rate-limit/event-counter';
import type { RegistrationLimit } from './rate-limit/registration-limit';
import type { BlobStore } from './storage/blob-store';

/** What route plugins receive: built once in app.ts, never imported as module state. */
export interface Deps {
  config: AppConfig;
  database: DatabaseHandle;
  tokens: TokenService;
  guards: Guards;
  loginThrottle: LoginThrottle;
  /** Admits a registration from a client address, before its password is hashed; says whether sign-up is throttled. */
  registration: RegistrationLimit;
  /** Engine calls per user, across all engine endpoints. */
  engineLimiter: EventCounter;
  engines: Engines;
  /** Successful translations, counted in memory; flush() before reading translation_counts. */
  translationCounter: TranslationCounter;
  blobs: BlobStore;
  /** Every file Tolk downloads (models, dictionaries): the catalog, installs, progress (models/). */
  models: ModelStore;
  /** The audio each user may keep stored (STORAGE_QUOTA_MB). */
  storageQuota: StorageQuota;
  /** Audio tracks rendered off the request, in a few threads (decision 038). */
  trackRenders: TrackRenders;
  /** IPA for every language and Japanese readings, offline (eSpeak NG and kuromoji in the eSpeak thread). */
  pronouncer: Pronouncer;
  /** The lexicon's answers kept in memory; the dictionary imports clear it when they change the lexicon. */
  headwords: HeadwordCache;
  startedAt: number;
}
