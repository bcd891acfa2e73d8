import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedClient } from '../src/db/embedded-database-thread';
import { openEmbeddedDatabase } from '../src/db/open-embedded-database';

/**
 * The embedded database's thread prepares each statement once and runs it with EXECUTE (decision 044): what
 * comes back must be exactly what PGlite's own query() answers, for every kind of value drizzle binds.
 */
let client: EmbeddedClient;

/** The texts prepared now (pg_prepared_statements holds the PREPARE that made each). */
const preparedTexts = async () =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) =>
    row.statement.replace(/^PREPARE \S+ AS /, ''),
  );

beforeAll(async () => {
  client = await openEmbeddedDatabase({
    dataDir: undefined,
    template: () => undefined,
    prepare: async (fresh) => {
      await fresh.exec(`create table samples (
        id serial primary key, body text, amount int8, score real, happened timestamptz, facts jsonb,
        raw bytea, tags text[], flag boolean)`);
    },
  });
});
afterAll(() => client.close());

const INSERT =
  'insert into samples (body, amount, score, happened, facts, raw, tags, flag) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';

describe('statements prepared in the embedded database’s thread', () => {
  it('binds text with quotes and backslashes, numbers, times, JSON, bytes, arrays, booleans and nulls as query() does', async () => {
    const values = [
      ["it's a \\n 'quoted' \\x41 $1 ; -- text", 9_007_199_254, 1.5, new Date('2026-12-02T10:11:12.345Z')],
      [{ nested: { list: [1, 'two'], quote: "O'Neil" } }, new Uint8Array([0, 39, 92, 255])],
      [['a', 'b,c', 'd"e', "f'g"], true],
    ].flat();
    const inserted = (await client.query(INSERT, values)).rows[0] as Record<string, unknown>;
    expect(inserted).toMatchObject({
      body: "it's a \\n 'quoted' \\x41 $1 ; -- text",
      amount: 9_007_199_254,
      score: 1.5,
      happened: new Date('2026-12-02T10:11:12.345Z'),
      facts: { nested: { list: [1, 'two'], quote: "O'Neil" } },
      raw: new Uint8Array([0, 39, 92, 255]),
      tags: ['a', 'b,c', 'd"e', "f'g"],
      flag: true,
    });
    const nulls = (await client.query(INSERT, [null, null, null, null, null, null, null, null])).rows[0];
    expect(nulls).toMatchObject({ body: null, amount: null, facts: null, raw: null, tags: null, flag: null });
    expect(await preparedTexts()).toContain(INSERT);

    // The same read prepared (twice) and by PGlite's query() (a text that starts with a comment is left to it),
    // in rows and in arrays as drizzle asks.
    const read = 'select body, amount, facts, raw, tags, happened from samples where id = $1';
    const unprepared = `/* as query() */ ${read}`;
    for (const rowMode of ['object', 'array'] as const) {
      const twice = [await client.query(read, [1], { rowMode }), await client.query(read, [1], { rowMode })];
      const direct = await client.query(unprepared, [1], { rowMode });
      expect(twice[0]?.rows).toEqual(direct.rows);
      expect(twice[1]?.rows).toEqual(direct.rows);
      expect(twice[0]?.fields).toEqual(direct.fields);
    }
    expect(await preparedTexts()).toContain(read);
    expect(await preparedTexts()).not.toContain(unprepared);
  });

  it('answers a timestamp as PostgreSQL wrote it to whoever asks for its text (drizzle), and as a Date otherwise', async () => {
    const [row] = (
      await client.query('insert into samples (happened) values ($1::timestamptz) returning id', [
        '2026-12-02 10:11:12.345678+00',
      ])
    ).rows as { id: number }[];
    const read = 'select happened, happened::date as day, array[happened] as times from samples where id = $1';
    // drizzle's own set: timestamps, intervals, dates and arrays of them and of numerics.
    const keepText = {
      parsers: Object.fromEntries(
        [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (text: string) => text]),
      ),
    };
    for (let round = 0; round < 2; round++) {
      expect((await client.query(read, [row?.id], keepText)).rows).toEqual([
        { happened: '2026-12-02 10:11:12.345678+00', day: '2026-12-02', times: '{"2026-12-02 10:11:12.345678+00"}' },
      ]);
      expect((await client.query(read, [row?.id])).rows).toEqual([
        {
          happened: new Date('2026-12-02T10:11:12.345Z'),
          day: new Date('2026-12-02'),
          times: [new Date('2026-12-02T10:11:12.345Z')],
        },
      ]);
      const [executed] = await client.exec(`select happened from samples where id = ${Number(row?.id)}`);
      expect(executed?.rows).toEqual([{ happened: new Date('2026-12-02T10:11:12.345Z') }]);
    }
  });

  it('counts the rows an update or delete changed', async () => {
    await client.query('insert into samples (body) values ($1), ($2), ($3)', ['x', 'x', 'y']);
    expect((await client.query('update samples set flag = $1 where body = $2', [false, 'x'])).affectedRows).toBe(2);
    expect((await client.query('delete from samples where body = $1', ['y'])).affectedRows).toBe(1);
  });

  it('keeps a statement prepared inside a transaction that rolled back, and fails a bad one as query() would', async () => {
    const text = 'select count(*)::int as n from samples where body = $1';
    await expect(
      client.transaction(async (tx) => {
        expect((await tx.query(text, ['x'])).rows).toEqual([{ n: 2 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query(text, ['x'])).rows).toEqual([{ n: 2 }]);
    await expect(client.query('select no_such_column from samples where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    await expect(client.query('insert into samples (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    // The same texts again: nothing half-prepared was kept.
    await expect(client.query('select no_such_column from samples where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('holds at most 400 statements, the least recently used let go, and runs every one right', async () => {
    const hot = 'select $1::int + 1 as next';
    for (let index = 0; index < 450; index++) {
      expect((await client.query(`select $1::int + ${index} as sum`, [1])).rows).toEqual([{ sum: index + 1 }]);
      if (index % 50 === 0) expect((await client.query(hot, [index])).rows).toEqual([{ next: index + 1 }]);
    }
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(400);
    expect(texts).toContain(hot);
    expect(texts).not.toContain('select $1::int + 0 as sum');
    expect((await client.query('select $1::int + 0 as sum', [7])).rows).toEqual([{ sum: 7 }]);
  });

  it('serves many requests for a new statement at once with one PREPARE', async () => {
    const text = 'select $1::text as echo';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => client.query(text, [`n${index}`])));
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      Array.from({ length: 20 }, (_, index) => ({ echo: `n${index}` })),
    );
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('writes a page’s LIMIT and OFFSET into the prepared text, so the statement keeps one plan, and pages right', async () => {
    await client.exec(`insert into samples (body, amount) select 'page ' || g, g from generate_series(1, 60) g;
      analyze samples`);
    const page =
      "select amount, body from samples where amount > $1 and body <> '$2 stays text' order by amount limit $2 offset $3";
    for (let round = 0; round < 12; round++) {
      const rows = (await client.query(page, [10, 3, round])).rows;
      expect(rows).toEqual([0, 1, 2].map((step) => ({ amount: 11 + round + step, body: `page ${11 + round + step}` })));
    }
    // One statement per page size and offset, its other parameter numbered again; planned once for all values.
    const written = (
      await client.query<{ statement: string; generic_plans: number }>(
        'select statement, generic_plans from pg_prepared_statements where statement like $1',
        ["%'$2 stays text' order by amount limit 3 offset 11"],
      )
    ).rows;
    expect(written).toHaveLength(1);
    expect(written[0]?.statement).toContain('where amount > $1 and');
    // A LIMIT that is not a whole number is left a parameter.
    expect((await client.query('select 1 as one limit $1', [null])).rows).toEqual([{ one: 1 }]);
    // With the size written in, the same statement is planned once and reused (five custom plans first).
    for (let round = 0; round < 10; round++) await client.query(page, [round, 3, 0]);
    const reused = (
      await client.query<{ generic_plans: number }>(
        'select generic_plans from pg_prepared_statements where statement like $1',
        ["%'$2 stays text' order by amount limit 3 offset 0"],
      )
    ).rows;
    expect(Number(reused[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
