import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedLog } from './support/captured-log';
import { type FakeHttpServer, startFakeHttpServer } from './support/fakes/fake-http-server';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './support/test-app';

const OPENAI_KEY = 'sk-test-openai-5f1c0e9a7b3d';
const DEEPL_KEY = 'deepl-test-key-8e2d4c6a:fx';
const PASSWORD = 'my very own secret 77';

describe('logs never carry secrets', () => {
  let t: TestApp;
  let log: CapturedLog;
  let provider: FakeHttpServer;

  beforeAll(async () => {
    // A provider that refuses the key and quotes it back, as some do in their error bodies.
    provider = await startFakeHttpServer((request) => ({
      status: 401,
      json: { error: { message: `Invalid API key: ${request.headers.authorization ?? ''}` } },
    }));
    log = new CapturedLog();
    t = await createTestApp({
      logLevel: 'info',
      logStream: log,
      engines: {
        translation: {
          order: ['deepl', 'openai'],
          deepl: { apiKey: DEEPL_KEY, baseUrl: provider.url },
          openai: { baseUrl: `${provider.url}/v1`, apiKey: OPENAI_KEY, model: 'm' },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('a database failure during registration is a plain 500, logged without the SQL, e-mail, password or hash', async () => {
    // Any failure of the insert but a duplicate e-mail: here a trigger refuses every new user.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'registration is closed'; END $$`),
    );
    await t.db.execute(
      sql.raw('CREATE TRIGGER refuse_new_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_new_user()'),
    );
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'secret.person@example.test', password: PASSWORD, name: 'Secret Person' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', error: 'Internal server error' });
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_new_user ON users'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_new_user()'));
    }
    expect(log.text).not.toContain(PASSWORD);
    expect(log.text).not.toContain('$argon2');
    expect(log.text).not.toContain('secret.person@example.test');
    expect(log.text).not.toMatch(/insert into/i);
    const failure = log.lines().find((line) => line.msg === 'unhandled error');
    // The failure itself is logged, with what an operator needs: the database's own message and code.
    expect(JSON.stringify(failure)).toContain('registration is closed');
    expect(JSON.stringify(failure)).toContain('P0001');
  });

  it('NUL in a registration is a 400 naming the field, and nothing is logged as an error', async () => {
    const before = log.lines().length;
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'nul@example.test', password: PASSWORD, name: 'Nul\u0000Person' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: 'Full name must not contain NUL characters or broken (unpaired) Unicode characters' },
    });
    expect(
      log
        .lines()
        .slice(before)
        .filter((line) => Number(line.level) >= 50),
    ).toEqual([]);
  });

  it('tokens, cookies and query strings stay out of the request lines', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    const response = await t.request({
      method: 'GET',
      url: `/api/auth/me?token=${token}&password=${encodeURIComponent(DEFAULT_PASSWORD)}`,
      token,
      headers: { cookie: `session=${token}`, 'x-api-key': OPENAI_KEY },
    });
    expect(response.statusCode).toBe(200);
    const requestLine = log.lines().find((line) => (line.req as { url?: string } | undefined)?.url === '/api/auth/me');
    expect(requestLine).toBeDefined();
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain(DEFAULT_PASSWORD);
    expect(log.text).not.toContain(OPENAI_KEY);
  });

  it('engine API keys a provider quotes back never reach the log', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await t.request({
      method: 'POST',
      url: '/api/text-translate',
      token,
      payload: { text: 'Good morning', direction: 'en-no' },
    });
    expect(response.statusCode).toBe(502);
    // The providers were asked with the keys, and answered with them.
    expect(provider.requests.map((request) => request.headers.authorization)).toEqual(
      expect.arrayContaining([`DeepL-Auth-Key ${DEEPL_KEY}`, `Bearer ${OPENAI_KEY}`]),
    );
    expect(log.lines().filter((line) => line.msg === 'translation engine failed')).toHaveLength(2);
    expect(log.text).not.toContain(OPENAI_KEY);
    expect(log.text).not.toContain(DEEPL_KEY);
    expect(log.text).not.toContain(t.config.jwt.secret);
  });
});
