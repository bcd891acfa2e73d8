// The embedded database's thread (decision 039): one PGlite instance, answering the requests of
// EmbeddedDatabaseThread (embedded-database-thread.ts) posted on the parent port. Plain JavaScript,
// so that it loads the same way under tsx, vitest and plain node.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, postgresqlconf, archive, engine } = workerData;
const settings = { postgresqlconf, ...engine, ...(archive ? { loadDataDir: new Blob([archive]) } : {}) };
const database = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);

/** Open transactions by the id of the request that began them. */
const transactions = new Map();
/** The reason an ended-by-rollback transaction's callback rejects with; not an error to report. */
const ROLLED_BACK = Symbol('rolled back');

const post = (message) => parentPort.postMessage(message);

/** PostgreSQL's fields (code, severity, detail, …) travel with the message; functions cannot. */
function failure(id, error) {
  if (!(error instanceof Error)) return post({ id, error: { message: String(error), fields: {} } });
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  }
  try {
    post({ id, error: { name: error.name, message: error.message, fields } });
  } catch {
    post({ id, error: { name: error.name, message: error.message, fields: { code: fields.code } } });
  }
}

/** drizzle's parsers keep some types' text as is; the only parsers that can cross the thread. */
function queryOptions(options) {
  if (!options) return undefined;
  const { keepText, ...rest } = options;
  if (!keepText) return rest;
  return { ...rest, parsers: Object.fromEntries(keepText.map((oid) => [oid, (text) => text])) };
}

function begin(id) {
  const entry = { endId: undefined, rolledBack: false };
  database
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          Object.assign(entry, { tx, resolve, reject });
          transactions.set(id, entry);
          post({ id, result: null });
        }),
    )
    .then(
      () => {
        transactions.delete(id);
        post({ id: entry.endId, result: null });
      },
      (error) => {
        transactions.delete(id);
        if (entry.endId === undefined) failure(id, error);
        else if (error === ROLLED_BACK) post({ id: entry.endId, result: null });
        else failure(entry.endId, error);
      },
    );
}

/** Where a statement runs: the open transaction it names, else the database itself. */
function target(tx) {
  if (tx === undefined) return database;
  const entry = transactions.get(tx);
  if (!entry) throw new Error('the transaction has already ended');
  return entry.tx;
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'ready':
        await database.waitReady;
        return post({ id, result: null });
      case 'query':
        return post({
          id,
          result: await target(message.tx).query(message.sql, message.params, queryOptions(message.options)),
        });
      case 'exec':
        return post({ id, result: await target(message.tx).exec(message.sql, queryOptions(message.options)) });
      case 'begin':
        return begin(id);
      case 'end': {
        const entry = transactions.get(message.tx);
        if (!entry) throw new Error('the transaction has already ended');
        entry.endId = id;
        if (message.commit) entry.resolve();
        else entry.reject(ROLLED_BACK);
        return;
      }
      case 'listen':
        await database.listen(message.channel, (payload) => post({ channel: message.channel, payload }));
        return post({ id, result: null });
      case 'memory':
        // WebAssembly memory only grows: its size is the most the instance ever needed at once.
        return post({
          id,
          result: {
            wasmBytes: database.Module?.HEAPU8?.byteLength ?? 0,
            heapBytes: getHeapStatistics().used_heap_size,
          },
        });
      case 'close':
        await database.close();
        return post({ id, result: null });
      default:
        throw new Error(`unknown request ${op}`);
    }
  } catch (error) {
    failure(id, error);
  }
});
