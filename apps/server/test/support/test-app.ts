import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserRole, UserStatus } from '@tolk/contracts/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/auth/password';
import { createTokenService } from '../../src/auth/tokens';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { type UserRow, users } from '../../src/db/schema/accounts';
import { type TranslationCountRow, translationCounts } from '../../src/db/schema/translation';
import type { EnginesConfig } from '../../src/engines/engines-config';
import { parseEnginesEnv } from '../../src/engines/engines-env';
import type { RegistrationLimits } from '../../src/rate-limit/registration-limits-config';
import { createTestDatabase } from './test-database';

export const DEFAULT_PASSWORD = 'correct horse 42';
/** Hashing is deliberately slow; factories share one hash of the default password. */
let defaultHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  createUser(options?: { status?: UserStatus; role?: UserRole; email?: string; name?: string }): Promise<UserRow>;
  tokenFor(user: Pick<UserRow, 'id'>): string;
  /** inject() with a bearer token and a parsed JSON body. */
  request(
    options: InjectOptions & { token?: string },
  ): Promise<LightMyRequestResponse & { body: string; json: () => unknown }>;
  close(): Promise<void>;
}

/** An empty environment's engines: none but the built-in eSpeak NG. A test sets the capabilities it needs. */
function testEngines(): EnginesConfig {
  const { config } = parseEnginesEnv({});
  if (!config) throw new Error('an empty environment must give the default engines');
  return { ...config, timeoutMs: 10_000 };
}

/** Far above what any test file registers from its one address; the limits' own tests set theirs. */
export const TEST_REGISTRATION_LIMITS: RegistrationLimits = {
  perAddressPerHour: 10_000,
  perNetworkPerHour: 10_000,
  networkPrefix: { ipv4: 24, ipv6: 48 },
  totalPerHour: 10_000,
};

/** Config to change; `engines` is merged per key into testEngines(). */
export type TestConfigOverrides = Partial<Omit<AppConfig, 'engines'>> & { engines?: Partial<EnginesConfig> };

export function testConfig(overrides: TestConfigOverrides = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-test-'));
  return {
    dataDir,
    database: { kind: 'pglite' },
    jwt: { secret: randomBytes(32).toString('hex'), expiresInSeconds: 3600 },
    loginThrottle: { maxFailures: 5, windowMs: 15 * 60_000 },
    registration: TEST_REGISTRATION_LIMITS,
    storageQuotaBytes: 200 * 1024 * 1024,
    supportEmail: 'support@tolk.test',
    voiceCloning: { providerUrl: 'https://api.elevenlabs.io', relay: true },
    version: '0.0.0-test',
    engineCallsPerMinute: 60,
    logLevel: 'silent',
    // WordNet's import takes a while: only the dictionary tests turn it on.
    dictionaries: { directory: path.join(dataDir, 'dictionaries'), wordNet: false },
    // Nothing is downloaded unless a test asks (policy admin): a test that installs points `mirror` at a stand-in host.
    models: {
      dir: path.join(dataDir, 'models'),
      mirror: null,
      budgetBytes: 1024 ** 3,
      policy: 'admin',
      extraCatalog: [],
    },
    ...overrides,
    engines: { ...testEngines(), ...overrides.engines },
  };
}

/** The app on a database of its own (createTestDatabase), or on `overrides.database`, which the caller then drops. */
export async function createTestApp(overrides: TestConfigOverrides = {}): Promise<TestApp> {
  const database = overrides.database
    ? { config: overrides.database, drop: async () => {} }
    : await createTestDatabase();
  const config = testConfig({ database: database.config, ...overrides });
  const app = await buildApp(config);
  const { db } = app.database;
  const tokens = createTokenService(config.jwt);

  return {
    app,
    db,
    config,
    async createUser(options = {}) {
      defaultHash ??= hashPassword(DEFAULT_PASSWORD);
      const [user] = await db
        .insert(users)
        .values({
          email: options.email ?? `user-${randomUUID()}@example.test`,
          name: options.name ?? 'Test User',
          passwordHash: await defaultHash,
          status: options.status ?? 'ACTIVE',
          role: options.role ?? 'USER',
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      return user;
    },
    tokenFor: (user) => tokens.issue(user.id),
    async request({ token, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return Object.assign(response, { json: () => JSON.parse(response.body) as unknown });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A user's translation counters, once the counts waiting in memory are written. */
export async function countedTranslations(t: TestApp, userId: string): Promise<TranslationCountRow[]> {
  await t.app.translationCounter.flush();
  return t.db.select().from(translationCounts).where(eq(translationCounts.userId, userId));
}

/** A sign-up through the route, as a visitor at `address` would send it. */
export function registerFrom(t: Pick<TestApp, 'request'>, address: string, email: string) {
  return t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'secret1', name: 'Flood' },
    remoteAddress: address,
  });
}
