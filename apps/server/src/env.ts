import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_CALLS_PER_MINUTE } from '@tolk/contracts/limits';
import { ModelsPolicy } from '@tolk/contracts/models';
import { DEFAULT_VOICE_PROVIDER_URL } from '@tolk/contracts/voice-cloning';
import { z } from 'zod';
import type { AppConfig } from './config';
import { DEFAULT_DICTIONARY_LIMITS } from './domain/dictionary/dictionary-limits';
import { parseEnginesEnv } from './engines/engines-env';
import { optional } from './env-variable';
import { TrustProxyVariable } from './http/trusted-proxies';
import { readCatalogFile } from './models/catalog-file';
import type { S3Config } from './storage/s3-config';

/**
 * MODELS_MAX_GB unset: room for the recommended local engines of every capability together (Whisper small,
 * a multilingual translation model, a small chat model, the dictionaries) with space to spare.
 */
const DEFAULT_MODELS_MAX_GB = 10;
/** MODELS_MAX_GB counts decimal gigabytes (10⁹ bytes), as the diagnostics page and the CLI show sizes. */
const GIGABYTE = 1e9;

/** Time limit of one blob store request: a whole track MP3 must fit through it. */
const S3_TIMEOUT_MS = 60_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Everything but the engines, whose variables engines/engines-env.ts reads. */
const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  HOST: optional(z.string()),
  TRUST_PROXY: optional(TrustProxyVariable),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url()),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  JWT_EXPIRES_IN_HOURS: optional(z.coerce.number().positive()),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters')),
  ADMIN_NAME: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email()),
  LOGIN_MAX_FAILURES: optional(z.coerce.number().int().positive()),
  LOGIN_WINDOW_MINUTES: optional(z.coerce.number().positive()),
  REGISTER_MAX_PER_HOUR: optional(z.coerce.number().int().positive()),
  REGISTER_MAX_PER_HOUR_TOTAL: optional(z.coerce.number().int().positive()),
  REGISTER_MAX_PER_HOUR_PER_NETWORK: optional(z.coerce.number().int().positive()),
  REGISTER_NETWORK_PREFIX_IPV4: optional(z.coerce.number().int().min(0).max(32)),
  REGISTER_NETWORK_PREFIX_IPV6: optional(z.coerce.number().int().min(0).max(128)),
  STORAGE_QUOTA_MB: optional(z.coerce.number().positive()),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  ENGINE_CALLS_PER_MINUTE: optional(z.coerce.number().int().positive()),
  S3_ENDPOINT: optional(z.url()),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PREFIX: optional(z.string()),
  DICTIONARY_DIR: optional(z.string()),
  MODELS_DIR: optional(z.string()),
  MODELS_MIRROR: optional(z.url({ protocol: /^https?$/, error: 'MODELS_MIRROR must be an http(s) URL' })),
  MODELS_MAX_GB: optional(z.coerce.number().positive()),
  MODELS_POLICY: optional(ModelsPolicy),
  MODELS_CATALOG: optional(z.string()),
  DICTIONARY_WORDNET: optional(
    z
      .enum(['true', 'false', '1', '0'], { error: 'DICTIONARY_WORDNET must be true or false' })
      .transform((value) => value === 'true' || value === '1'),
  ),
  DICTIONARY_MAX_ENTRY_MB: optional(z.coerce.number().positive()),
  DICTIONARY_MAX_TEMP_MB: optional(z.coerce.number().positive()),
  DICTIONARY_MAX_ENTRIES_PER_SOURCE: optional(z.coerce.number().int().positive()),
  DICTIONARY_MAX_ENTRIES: optional(z.coerce.number().int().positive()),
  VOICE_CLONING_PROVIDER_URL: optional(
    z.url({ protocol: /^https?$/, error: 'VOICE_CLONING_PROVIDER_URL must be an http(s) URL' }),
  ),
  VOICE_CLONING_RELAY: optional(
    z
      .enum(['true', 'false', '1', '0'], { error: 'VOICE_CLONING_RELAY must be true or false' })
      .transform((value) => value === 'true' || value === '1'),
  ),
  S3_FORCE_PATH_STYLE: optional(
    z
      .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .transform((value) => value === 'true' || value === '1'),
  ),
});
export type Env = z.infer<typeof EnvSchema>;

export interface ServerSettings {
  port: number;
  host: string;
  config: AppConfig;
}

/** Parses the environment once, failing fast with every problem listed. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env): ServerSettings {
  const parsed = EnvSchema.safeParse(source);
  const engines = parseEnginesEnv(source);
  if (!parsed.success || !engines.config) {
    const issues = [...(parsed.error?.issues ?? []), ...engines.issues];
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3 = s3From(env);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    port: env.PORT ?? 3000,
    host: env.HOST ?? '0.0.0.0',
    config: {
      dataDir,
      s3,
      database: env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      jwt: {
        secret: env.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret')),
        expiresInSeconds: Math.round((env.JWT_EXPIRES_IN_HOURS ?? 24 * 7) * 3600),
      },
      bootstrapAdmin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME ?? 'Administrator' }
          : undefined,
      loginThrottle: {
        maxFailures: env.LOGIN_MAX_FAILURES ?? 5,
        windowMs: (env.LOGIN_WINDOW_MINUTES ?? 15) * 60_000,
      },
      registration: {
        perAddressPerHour: env.REGISTER_MAX_PER_HOUR ?? 10,
        perNetworkPerHour: env.REGISTER_MAX_PER_HOUR_PER_NETWORK ?? 30,
        networkPrefix: { ipv4: env.REGISTER_NETWORK_PREFIX_IPV4 ?? 24, ipv6: env.REGISTER_NETWORK_PREFIX_IPV6 ?? 48 },
        totalPerHour: env.REGISTER_MAX_PER_HOUR_TOTAL ?? 200,
      },
      storageQuotaBytes: Math.round((env.STORAGE_QUOTA_MB ?? 200) * 1024 * 1024),
      trustedProxies: env.TRUST_PROXY ?? [],
      redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: 'tolk:' } : undefined,
      supportEmail: env.SUPPORT_EMAIL ?? 'support@tolk.app',
      version: readVersion(),
      voiceCloning: {
        providerUrl: (env.VOICE_CLONING_PROVIDER_URL ?? DEFAULT_VOICE_PROVIDER_URL).replace(/\/+$/, ''),
        relay: env.VOICE_CLONING_RELAY ?? true,
      },
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      engines: engines.config,
      engineCallsPerMinute: env.ENGINE_CALLS_PER_MINUTE ?? ENGINE_CALLS_PER_MINUTE,
      logLevel: env.LOG_LEVEL ?? 'info',
      models: {
        dir: path.resolve(env.MODELS_DIR ?? path.join(dataDir, 'models')),
        mirror: env.MODELS_MIRROR?.replace(/\/+$/, '') ?? null,
        budgetBytes: Math.round((env.MODELS_MAX_GB ?? DEFAULT_MODELS_MAX_GB) * GIGABYTE),
        policy: env.MODELS_POLICY ?? 'on-demand',
        extraCatalog: env.MODELS_CATALOG ? readCatalogFile(path.resolve(env.MODELS_CATALOG)) : [],
      },
      dictionaries: {
        directory: path.resolve(env.DICTIONARY_DIR ?? path.join(dataDir, 'dictionaries')),
        wordNet: env.DICTIONARY_WORDNET ?? true,
        limits: {
          maxEntryBytes: megabytes(env.DICTIONARY_MAX_ENTRY_MB) ?? DEFAULT_DICTIONARY_LIMITS.maxEntryBytes,
          maxTempBytes: megabytes(env.DICTIONARY_MAX_TEMP_MB) ?? DEFAULT_DICTIONARY_LIMITS.maxTempBytes,
          maxEntriesPerSource: env.DICTIONARY_MAX_ENTRIES_PER_SOURCE ?? DEFAULT_DICTIONARY_LIMITS.maxEntriesPerSource,
          maxLexiconEntries: env.DICTIONARY_MAX_ENTRIES ?? DEFAULT_DICTIONARY_LIMITS.maxLexiconEntries,
        },
      },
    },
  };
}

function megabytes(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 1024 * 1024);
}

/** A generated secret kept in the data directory, so sessions survive restarts without configuration. */
function readOrCreateSecret(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/** The bucket when S3_BUCKET is set, with both keys required; S3 settings without a bucket are a mistake too. */
function s3From(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) {
    const stray = [...S3_SETTINGS, 'S3_FORCE_PATH_STYLE' as const].filter((name) => env[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new Error(`Invalid environment:\n  S3_BUCKET must be set to use ${stray.join(', ')}`);
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment:\n${missing.map((name) => `  ${name} must be set when S3_BUCKET is`).join('\n')}`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    prefix: env.S3_PREFIX ?? '',
    // MinIO, Garage and SeaweedFS want the bucket in the path; AWS itself prefers it in the host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    timeoutMs: S3_TIMEOUT_MS,
  };
}
