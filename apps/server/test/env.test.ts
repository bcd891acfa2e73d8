import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tolk-env-'));

describe('loadSettings', () => {
  it('defaults to port 3000 and an embedded database under DATA_DIR, with a persisted secret', () => {
    const dataDir = tempDir();
    const first = loadSettings({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    expect(first.config.bootstrapAdmin).toBeUndefined();
    expect(first.config.externalServices).toEqual([]);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.config.jwt.secret);
    expect(loadSettings({ DATA_DIR: dataDir }).config.jwt.secret).toBe(first.config.jwt.secret);
  });

  it('reads PORT, DATABASE_URL, the admin pair and engine URLs', () => {
    const settings = loadSettings({
      DATA_DIR: tempDir(),
      PORT: '4100',
      DATABASE_URL: 'postgres://tolk@db.internal:5432/tolk',
      ADMIN_EMAIL: 'root@tolk.test',
      ADMIN_PASSWORD: 'sekret1',
      SUPPORT_EMAIL: 'help@tolk.test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_API_KEY: 'sk-test',
      APERTIUM_URL: 'http://127.0.0.1:2737',
    });
    expect(settings.port).toBe(4100);
    expect(settings.config.database).toEqual({ kind: 'postgres', url: 'postgres://tolk@db.internal:5432/tolk' });
    expect(settings.config.bootstrapAdmin).toEqual({
      email: 'root@tolk.test',
      password: 'sekret1',
      name: 'Administrator',
    });
    expect(settings.config.supportEmail).toBe('help@tolk.test');
    expect(settings.config.externalServices).toEqual([
      {
        name: 'openai-compatible',
        probeUrl: 'http://127.0.0.1:11434/v1/models',
        headers: { authorization: 'Bearer sk-test' },
      },
      { name: 'apertium', probeUrl: 'http://127.0.0.1:2737/listPairs' },
    ]);
  });

  it('treats empty strings as unset', () => {
    const settings = loadSettings({
      DATA_DIR: tempDir(),
      PORT: '',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    expect(settings.port).toBe(3000);
    expect(settings.config.database.kind).toBe('pglite');
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadSettings({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.test' })).toThrow(/must be set together/);
    expect(() => loadSettings({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('creates DATA_DIR when it does not exist', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    loadSettings({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
  });
});
