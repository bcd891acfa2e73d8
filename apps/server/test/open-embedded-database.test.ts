import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { asPglite } from '../src/db/client';
import type { EmbeddedClient } from '../src/db/embedded-database-thread';
import { ensureEmbeddedTemplate, migrationsFolder, readEmbeddedTemplate } from '../src/db/embedded-template';
import { openEmbeddedDatabase } from '../src/db/open-embedded-database';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tolk-embedded-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sharedBuffers = async (client: EmbeddedClient) =>
  ((await client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0] as { shared_buffers: string })
    .shared_buffers;
const migrationsInJournal = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;
const appliedMigrations = async (client: EmbeddedClient) =>
  (
    (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0] as {
      n: number;
    }
  ).n;

/**
 * The database runs in a thread of its own (decision 039): timers of the server's thread fire while
 * a long statement runs; a failed statement keeps its SQLSTATE; a transaction that throws leaves
 * nothing behind, one that returns keeps its rows.
 */
async function offTheServersThread(client: EmbeddedClient) {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  await client.query('select count(*) from generate_series(1, 3000000)');
  clearInterval(timer);
  expect(ticks).toBeGreaterThan(5);

  await client.exec('create table kept (id int primary key)');
  await client.exec('insert into kept values (1)');
  await expect(client.query('insert into kept values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
  await expect(
    client.transaction(async (tx) => {
      await tx.query('insert into kept values ($1)', [2]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await client.transaction(async (tx) => void (await tx.query('insert into kept values ($1)', [3])));
  expect((await client.query('select id from kept order by id')).rows).toEqual([{ id: 1 }, { id: 3 }]);
}

describe('openEmbeddedDatabase', () => {
  it('creates a data directory with initdb, prepares it once, and hands back a reopened instance', async () => {
    const dataDir = path.join(scratch, 'initdb');
    const prepared: EmbeddedClient[] = [];
    const client = await openEmbeddedDatabase({
      dataDir,
      template: () => undefined,
      prepare: async (fresh) => {
        prepared.push(fresh);
        await fresh.exec('create table notes (body text); insert into notes values ($$kept$$)');
      },
    });
    expect(prepared).toHaveLength(1);
    // The thread that ran initdb was ended so its memory can go; the server gets a new one.
    expect(prepared[0]?.closed).toBe(true);
    expect(client).not.toBe(prepared[0]);
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    expect(await sharedBuffers(client)).toBe('32MB');
    await client.close();

    const again: EmbeddedClient[] = [];
    const reopened = await openEmbeddedDatabase({
      dataDir,
      template: () => undefined,
      prepare: async (existing) => void again.push(existing),
    });
    expect(again).toEqual([reopened]);
    expect((await reopened.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    await reopened.close();
  });

  it('unpacks a new database from the template with every migration applied, on disk and in memory', async () => {
    await ensureEmbeddedTemplate();
    expect(readEmbeddedTemplate()).toBeDefined();
    for (const dataDir of [path.join(scratch, 'from-template'), undefined]) {
      const client = await openEmbeddedDatabase({
        dataDir,
        template: readEmbeddedTemplate,
        prepare: (fresh) => migrate(asPglite(fresh), { migrationsFolder }),
      });
      expect(await appliedMigrations(client)).toBe(migrationsInJournal);
      expect((await client.query('select count(*)::int as n from users')).rows).toEqual([{ n: 0 }]);
      expect(await sharedBuffers(client)).toBe('32MB');
      if (!dataDir) await offTheServersThread(client);
      await client.close();
    }
  });

  it('never unpacks the template over an existing directory', async () => {
    const dataDir = path.join(scratch, 'from-template');
    const client = await openEmbeddedDatabase({
      dataDir,
      template: readEmbeddedTemplate,
      prepare: async (existing) => {
        await existing.exec("insert into users (name, email, password_hash) values ('A', 'a@b.test', 'x')");
      },
    });
    await client.close();
    const reopened = await openEmbeddedDatabase({ dataDir, template: readEmbeddedTemplate, prepare: async () => {} });
    expect((await reopened.query('select email from users')).rows).toEqual([{ email: 'a@b.test' }]);
    await reopened.close();
  });
});
