import type { EnginesConfig } from './engines/engine-config';
import type { S3Config } from './storage/s3-blob-store';

/** Everything the app needs to run, already parsed and validated. Tests build it directly. */
export interface AppConfig {
  /** Where the embedded database, secrets and (without `s3`) blobs live. */
  dataDir: string;
  /** An S3-compatible bucket for blobs (audio); undefined keeps them as files under dataDir/blobs. */
  s3?: S3Config;
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
