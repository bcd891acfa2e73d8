import pg from 'pg';
import type { Database } from './client';
import type { EmbeddedQueries } from './embedded-database-thread';

/** A statement of a hot path: SQL with $1…$n parameters of these PostgreSQL types (no other '$' followed by digits). */
export interface StatementSpec {
  name: string;
  types: readonly string[];
  text: string;
}

/** Runs the statement with one value per parameter (text, cast to the parameter's type), answering its rows. */
export type PreparedStatement<Row> = (values: readonly (string | null)[]) => Promise<Row[]>;

/**
 * A hot-path statement planned once instead of at every call, its rows under the statement's own column names.
 * Each parameter is cast to its declared type in the text, and the values travel as text. On PostgreSQL,
 * node-postgres' named statement is parsed and planned once per pooled connection; on the embedded database, the
 * database's thread prepares every statement it is sent the first time it sees its text (decision 044).
 */
export function preparedStatement<Row>(db: Database, spec: StatementSpec): PreparedStatement<Row> {
  const client = (db as unknown as { $client: unknown }).$client;
  const text = spec.text.replace(/\$(\d+)(?!\d)/g, (parameter, index: string) => {
    const type = spec.types[Number(index) - 1];
    return type ? `${parameter}::${type}` : parameter;
  });
  const run =
    client instanceof pg.Pool
      ? async (values: (string | null)[]) => (await client.query({ name: spec.name, text, values })).rows
      : async (values: (string | null)[]) => (await (client as EmbeddedQueries).query(text, values)).rows;
  return async (values) => {
    if (values.length !== spec.types.length) throw new Error(`${spec.name} takes ${spec.types.length} values`);
    return (await run([...values])) as Row[];
  };
}
