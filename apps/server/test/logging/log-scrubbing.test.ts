import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createErrorSerializer } from '../../src/logging/error-serializer';
import { createScrub, secretValuesOf, withoutQuery } from '../../src/logging/log-scrubber';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('log scrubbing', () => {
  it('finds the secrets of a config: keys, secrets, passwords and the password in a connection URL', () => {
    const found = secretValuesOf({
      jwt: { secret: 'jwt-secret-value', expiresInSeconds: 60 },
      engines: { translation: { deepl: { apiKey: 'deepl-key-value' } }, openai: { apiKey: 'sk-openai-value' } },
      s3: { accessKeyId: 'AKIAPUBLIC', secretAccessKey: 's3-secret-value' },
      database: { kind: 'postgres', url: 'postgres://tolk:db%20password@db:5432/tolk' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'tolk-production:' },
      supportEmail: 'support@example.test',
    });
    expect(found.sort()).toEqual(
      ['jwt-secret-value', 'deepl-key-value', 'sk-openai-value', 's3-secret-value', 'db password'].sort(),
    );
  });

  it('hides configured values, hashes, tokens, credentials and URL queries in free text', () => {
    const scrub = createScrub(['sk-openai-value', 'short']);
    expect(
      scrub(
        `key sk-openai-value, hash ${HASH} then Bearer abc.def, jwt eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl, GET https://api.test/v1/x?key=k1 and /api/me?token=t short`,
      ),
    ).toBe(
      'key [secret], hash [password hash] then Bearer [credential], jwt [token], GET https://api.test/v1/x and /api/me short',
    );
    expect(withoutQuery('/api/user/phrases/1/audio?kind=original')).toBe('/api/user/phrases/1/audio');
  });

  it('serialises a failed query without its SQL, parameters or the row values PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email',
      detail: 'Key (email)=(ann@example.test) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ann@example.test', HASH],
      cause,
    );
    const serialized = createErrorSerializer(createScrub([]))(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('ann@example.test');
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/insert into/i);
    expect(serialized).toMatchObject({
      message: 'Failed query (its SQL and parameters are not logged)',
      cause: { code: '23505', table: 'users', constraint: 'users_email' },
    });
  });
});
