import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedClient } from '../src/db/embedded-database-thread';
import { openEmbeddedDatabase } from '../src/db/open-embedded-database';

/**
 * The embedded database's thread keeps its data files' sizes instead of asking the file system at every seek to a
 * file's end (decision 045). PostgreSQL reads a table only up to the size it is told: a size kept too long would
 * hide rows. So a table is grown, shrunk by VACUUM, emptied by TRUNCATE and recreated, and counted by a full scan
 * (which asks the size) after every step, on a database in a real data directory and after a restart.
 */
let directory: string;
let client: EmbeddedClient;

const open = () =>
  openEmbeddedDatabase({ dataDir: path.join(directory, 'data'), template: () => undefined, prepare: async () => {} });
const count = async (table = 'rows_kept') =>
  Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
const pages = async () =>
  Number(
    (await client.query<{ pages: string }>("select pg_relation_size('rows_kept') / 8192 as pages")).rows[0]?.pages,
  );

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-file-sizes-'));
  client = await open();
});
afterAll(async () => {
  await client.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the embedded database’s kept file sizes', () => {
  it('sees every row as a table grows, shrinks, is truncated and is made again', async () => {
    await client.exec(
      "create table rows_kept (id serial primary key, body text not null default repeat('x', 400)); set enable_indexscan = off; set enable_bitmapscan = off; set enable_indexonlyscan = off",
    );
    let expected = 0;
    for (let round = 0; round < 8; round++) {
      await client.exec("insert into rows_kept (id) select nextval('rows_kept_id_seq') from generate_series(1, 150)");
      expected += 150;
      expect(await count()).toBe(expected);
    }
    const grown = await pages();
    expect(grown).toBeGreaterThan(50);

    // VACUUM cuts the empty pages off the file's end; rows written after land in the shorter file.
    await client.exec('delete from rows_kept where id > 100');
    await client.exec('vacuum rows_kept');
    expect(await pages()).toBeLessThan(grown);
    expect(await count()).toBe(100);
    await client.exec("insert into rows_kept (id) select nextval('rows_kept_id_seq') from generate_series(1, 300)");
    expect(await count()).toBe(400);

    // TRUNCATE gives the table a new file; DROP and CREATE a new table in files of the same kind.
    await client.exec('truncate rows_kept');
    expect(await count()).toBe(0);
    await client.exec("insert into rows_kept (id) select nextval('rows_kept_id_seq') from generate_series(1, 50)");
    expect(await count()).toBe(50);
    await client.exec("drop table rows_kept; create table rows_kept (id int, body text default repeat('y', 400))");
    await client.exec('insert into rows_kept (id) select g from generate_series(1, 700) g');
    expect(await count()).toBe(700);

    // The sizes were kept: most seeks to a file's end were answered without asking the file.
    const sizes = await client.fileSizes();
    expect(sizes.kept).toBe(true);
    expect(sizes.answeredKept).toBeGreaterThan(sizes.askedOfFiles);
  });

  it('starts from the files again after a restart', async () => {
    await client.exec("create table restarted (id int, body text default repeat('z', 400))");
    await client.exec('insert into restarted (id) select g from generate_series(1, 500) g');
    expect(await count('restarted')).toBe(500);
    await client.close();
    client = await open();
    expect(await count('restarted')).toBe(500);
    await client.exec('insert into restarted (id) select g from generate_series(1, 300) g');
    expect(await count('restarted')).toBe(800);
  });
});
