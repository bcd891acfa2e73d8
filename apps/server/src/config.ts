import type { DestinationStream } from 'pino';
import type { DatabaseConfig } from './db/database-config';
import type { EnginesConfig } from './engines/engines-config';
import type { ModelsConfig } from './models/models-config';
import type { RegistrationLimits } from './rate-limit/registration-limits-config';
import type { S3Config } from './storage/s3-config';

/** Everything the app needs to run, already parsed and validated. Tests build it directly. */
export interface AppConfig {
  /** Where the embedded database, secrets and (without `s3`) blobs live. */
  dataDir: string;
  /** An S3-compatible bucket for blobs (audio); undefined keeps them as files under dataDir/blobs. */
  s3?: S3Config;
  database: DatabaseConfig;
  jwt: { secret: string; expiresInSeconds: number };
  /** Ensures an ACTIVE ADMIN account with these credentials at start-up. */
  bootstrapAdmin?: { email: string; password: string; name: string };
  loginThrottle: { maxFailures: number; windowMs: number };
  /** Registrations per hour, per client address and from all addresses together (rate-limit/registration-limit.ts counts them). */
  registration: RegistrationLimits;
  /** Bytes of audio (phrase clips and tracks) one user may keep stored. */
  storageQuotaBytes: number;
  /**
   * A Redis server (REDIS_URL) for the sign-in throttle, the registration limits and the engine budgets, under keys that
   * start with `keyPrefix`, so several app instances share them; undefined keeps them in memory.
   */
  redis?: { url: string; keyPrefix: string };
  /**
   * Reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY).
   * Undefined or empty: none, so request.ip is the connecting peer and no client can choose it.
   */
  trustedProxies?: string[];
  supportEmail: string;
  version: string;
  /**
   * Voice cloning with the learner's own provider key: the provider's API the browser calls (also allowed by the
   * CSP's connect-src), and whether our relay passes those calls on when the browser cannot reach it cross-origin.
   */
  voiceCloning: { providerUrl: string; relay: boolean };
  /** Built web app to serve; undefined serves the API only. */
  webDistDir?: string;
  /** The engine-wide limits and each capability's engines (engines/capabilities.ts). */
  engines: EnginesConfig;
  /** Engine calls one user may make per minute (translation, speech, recognition together). */
  engineCallsPerMinute: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The open dictionaries imported in the background at start-up (domain/dictionary/import-dictionaries.ts):
   * every file it recognises in `directory` (DICTIONARY_DIR), and WordNet for English unless `wordNet` is false.
   * `limits` bound what one file may cost (DICTIONARY_MAX_*); unset, the defaults of dictionary-limits.ts.
   */
  dictionaries: { directory: string; wordNet: boolean; limits?: Partial<DictionaryLimits> };
  /**
   * The model store (models/): MODELS_DIR (default dataDir/models), MODELS_MIRROR, the disk budget MODELS_MAX_GB
   * (default 10), MODELS_POLICY (on-demand by default) and the operator's own entries from MODELS_CATALOG.
   */
  models: ModelsConfig;
  /** Where log lines go; undefined is standard output. Tests pass a stream to read what was logged. */
  logStream?: DestinationStream;
}

/** What one dictionary file may cost, whatever its content claims (domain/dictionary/dictionary-limits.ts). */
export interface DictionaryLimits {
  /** The longest line of a text file and the largest StarDict definition, in bytes: longer ones are skipped. */
  maxEntryBytes: number;
  /** The most bytes one import may write to the temporary folder (a StarDict archive's definitions). */
  maxTempBytes: number;
  /** The most entries (or frequency and level rows) one source may hold: past it the file fails. */
  maxEntriesPerSource: number;
  /** The most entries all dictionaries together may hold: an import that would pass it fails. */
  maxLexiconEntries: number;
}
