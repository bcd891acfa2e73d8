import type { EnginesConfig } from './engines/engine-config';

/** Everything the app needs to run, already parsed and validated. Tests build it directly. */
export interface AppConfig {
  /** Where the embedded database, secrets and (later) blobs live. */
  dataDir: string;
  database: { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };
  jwt: { secret: string; expiresInSeconds: number };
  /** Ensures an ACTIVE ADMIN account with these credentials at start-up. */
  bootstrapAdmin?: { email: string; password: string; name: string };
  loginThrottle: { maxFailures: number; windowMs: number };
  supportEmail: string;
  version: string;
  /** Built web app to serve; undefined serves the API only. */
  webDistDir?: string;
  /** Which AI engines serve translation, speech synthesis and speech recognition. */
  engines: EnginesConfig;
  /** Engine calls one user may make per minute (translation, speech, recognition together). */
  engineCallsPerMinute: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}
