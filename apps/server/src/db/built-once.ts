import type { Database } from './client';

/**
 * drizzle queries built once per database. drizzle turns a query into SQL text at every call, some
 * 0.1–0.2 ms of the server's thread for a page's select of a dozen columns and three subqueries
 * (measured: `selectVocabularyWords` with its where, order and limit, 5,000 builds); a prepared
 * query keeps its text and takes its values by placeholder (`sql.placeholder`). Each shape of a
 * query (with a cursor or without, one language or all) is its own key; on PostgreSQL the key
 * names the prepared statement, so one key is never given two texts.
 */
const built = new WeakMap<Database, Map<string, unknown>>();

export function builtOnce<Query>(db: Database, key: string, build: (name: string) => Query): Query {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(key) as Query | undefined;
  if (query === undefined) {
    query = build(`tolk_${key}`);
    queries.set(key, query);
  }
  return query;
}
