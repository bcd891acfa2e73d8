import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../src/db/open-embedded-database';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sharedBuffers = async (client: PGlite) =>
  ((await client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0] as { shared_buffers: string })
    .shared_buffers;

describe('openEmbeddedDatabase', () => {
  it('creates a data directory, prepares it once, and hands back a reopened instance that sees what was prepared', async () => {
    const prepared: PGlite[] = [];
    const client = await openEmbeddedDatabase(dataDir, async (fresh) => {
      prepared.push(fresh);
      await fresh.exec('create table notes (body text); insert into notes values ($$kept$$)');
    });
    expect(prepared).toHaveLength(1);
    // The instance that ran initdb was closed so its memory can go; the server gets a new one.
    expect(prepared[0]?.closed).toBe(true);
    expect(client).not.toBe(prepared[0]);
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    expect(await sharedBuffers(client)).toBe('32MB');
    await client.close();
  });

  it('opens an existing directory once, with the same settings', async () => {
    const prepared: PGlite[] = [];
    const client = await openEmbeddedDatabase(dataDir, async (existing) => {
      prepared.push(existing);
    });
    expect(prepared).toEqual([client]);
    expect(client.closed).toBe(false);
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    expect(await sharedBuffers(client)).toBe('32MB');
    await client.close();
  });

  it('runs in memory without a directory', async () => {
    const client = await openEmbeddedDatabase(undefined, async (fresh) => {
      await fresh.exec('create table t (n int)');
    });
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
    expect(await sharedBuffers(client)).toBe('32MB');
    await client.close();
  });
});
