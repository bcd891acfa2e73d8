import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/models/catalog';
import { catalogTable, TABLE_END, TABLE_START } from '../../src/models/catalog-table';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

/** A Markdown table's cells, trimmed, with `--------:` as `---:`: Biome pads the README's columns to line up. */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1---$2')));

describe("the README's table of the model catalog", () => {
  it('is the one `npm run models -- table` prints from the catalog (regenerate it after changing an entry)', () => {
    const start = README.indexOf(TABLE_START);
    const end = README.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(cells(README.slice(start + TABLE_START.length, end))).toEqual(cells(catalogTable(CATALOG)));
  });
});
