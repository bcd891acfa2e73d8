// The embedded database's thread (decision 039): one PGlite instance, answering the requests of
// EmbeddedDatabaseThread (embedded-database-thread.ts) posted on the parent port. Plain JavaScript,
// so that it loads the same way under tsx, vitest and plain node.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

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

/*
 * drizzle asks for the text of timestamps, intervals and dates (and arrays of them and of numerics) as PostgreSQL
 * wrote it (its own parsers return it as is) in every statement. Given as per-statement parsers, PGlite copies its whole map of 300-odd parsers into
 * a new object for every result (some 0.1 ms each, the largest single cost of this thread under load). So the
 * instance keeps these types' text itself (set once the database is ready), and a statement that did not ask
 * for their text (our own exec and query calls) has them parsed afterwards by PGlite's own parsers, as before.
 */
// timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date.
const TEXT_KEPT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
let parsedBy = {};

/** The element type of each array type kept as text. */
const ELEMENT_OF = { 1231: 1700, 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 };

function keepTextByDefault() {
  // A type PGlite has no parser for (interval, numeric) comes back as text either way. An array's parser looks its
  // element's up when it runs, so the arrays are parsed here with the element's own parser kept aside.
  const own = Object.fromEntries(TEXT_KEPT.map((oid) => [oid, database.parsers[oid]]));
  parsedBy = Object.fromEntries(
    TEXT_KEPT.flatMap((oid) => {
      if (!own[oid]) return [];
      const element = ELEMENT_OF[oid];
      if (element === undefined) return [[oid, own[oid]]];
      return [[oid, (text) => types.arrayParser(text, own[element], oid)]];
    }),
  );
  for (const oid of TEXT_KEPT) database.parsers[oid] = (text) => text;
}

/*
 * The data files' sizes, kept (decision 045). PostgreSQL asks a relation's size by seeking to its file's end
 * whenever it plans a statement (for every table and index it reads) and starts a scan; in the data directory
 * that seek is an fstat through Node's fs, some 100 per page of a learner's list and the largest single cost of
 * this thread under load. Only this thread writes these files (PGlite is one PostgreSQL backend and the data
 * directory is its own), so a file's size changes only by a write, which can only grow it, or by a truncation;
 * both are watched here, and the size is asked of the file again after a truncation.
 */
/** Whether sizes are kept, and how many seeks to a file's end asked the file and how many the kept size answered. */
const fileSizes = { kept: false, askedOfFiles: 0, answeredKept: 0 };

function keepFileSizes() {
  const nodefs = database.mod?.NODEFS;
  const streams = nodefs?.stream_ops;
  const nodes = nodefs?.node_ops;
  // An in-memory database (no data directory) or a PGlite whose file system is not this shape: sizes are not kept.
  if (![streams?.llseek, streams?.write, streams?.setattr, nodes?.setattr].every((f) => typeof f === 'function')) {
    return;
  }
  const sizes = new WeakMap();
  const { llseek, write, setattr } = streams;
  const setNodeAttributes = nodes.setattr;
  const SEEK_END = 2;
  streams.llseek = function (stream, offset, whence) {
    if (whence !== SEEK_END || offset < 0) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
      fileSizes.askedOfFiles++;
    } else fileSizes.answeredKept++;
    return size + offset;
  };
  streams.write = function (stream, buffer, offset, length, position) {
    const written = write.call(this, stream, buffer, offset, length, position);
    const size = sizes.get(stream.node);
    if (size !== undefined) {
      if (typeof position === 'number') sizes.set(stream.node, Math.max(size, position + written));
      else sizes.delete(stream.node);
    }
    return written;
  };
  streams.setattr = function (stream, attributes) {
    sizes.delete(stream.node);
    return setattr.call(this, stream, attributes);
  };
  nodes.setattr = function (node, attributes) {
    sizes.delete(node);
    return setNodeAttributes.call(this, node, attributes);
  };
  fileSizes.kept = true;
}

/** PGlite's options for a request, and the types whose kept text it must have parsed after all. */
function queryOptions(options) {
  const { keepText = [], ...rest } = options ?? {};
  const parseLater = TEXT_KEPT.filter((oid) => !keepText.includes(oid));
  const more = keepText.filter((oid) => !TEXT_KEPT.includes(oid));
  if (more.length === 0) return { options: options ? rest : undefined, parseLater };
  return { options: { ...rest, parsers: Object.fromEntries(more.map((oid) => [oid, (text) => text])) }, parseLater };
}

/** Values of the types the request did not ask to keep as text, parsed as PGlite would have. */
function parsed(result, parseLater) {
  if (parseLater.length === 0 || !result?.fields) return result;
  const columns = result.fields.flatMap((field, index) =>
    parseLater.includes(field.dataTypeID) && parsedBy[field.dataTypeID]
      ? [{ index, name: field.name, parse: parsedBy[field.dataTypeID] }]
      : [],
  );
  if (columns.length === 0) return result;
  for (const row of result.rows) {
    for (const { index, name, parse } of columns) {
      const key = Array.isArray(row) ? index : name;
      if (row[key] !== null && row[key] !== undefined) row[key] = parse(row[key]);
    }
  }
  return result;
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

/*
 * Statements planned once (decision 044). PGlite's query() parses, describes and plans its statement at every
 * call, in five round trips into the WebAssembly instance; on a page's joins the planning costs several times the
 * execution. So a statement drizzle sends is PREPAREd the first time its text is seen and run with EXECUTE after
 * that, its values written as quoted literals (each serialised by PGlite's own serialiser for the parameter's
 * type, as query() would send it), which PostgreSQL converts to the parameter's type. The kinds PREPARE accepts
 * only, and no huge batches; the least recently used statement is deallocated past MAX_PREPARED.
 */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\s/i;
const MAX_PREPARED = 400;
const MAX_PREPARED_PARAMS = 200;
const MAX_PREPARED_TEXT = 20_000;
/**
 * Prepared statements by their text, least recently used first: the promise of their name and parameter types,
 * and how many requests are using one now (one in use is never deallocated under them).
 */
const prepared = new Map();
let nextStatement = 1;

async function preparedQuery(on, givenSql, givenParams = [], options) {
  if (!PREPARABLE.test(givenSql) || givenParams.length > MAX_PREPARED_PARAMS || givenSql.length > MAX_PREPARED_TEXT) {
    return on.query(givenSql, givenParams, options);
  }
  const { sql, params } = withLimitsWritten(givenSql, givenParams);
  let entry = prepared.get(sql);
  if (entry) prepared.delete(sql);
  else entry = { statement: prepare(on, sql), users: 0 };
  // Set before it is ready: a second request for the same text waits for this PREPARE, not one of its own.
  prepared.set(sql, entry);
  entry.users++;
  try {
    let ready;
    try {
      ready = await entry.statement;
    } catch (error) {
      if (prepared.get(sql) === entry) prepared.delete(sql);
      throw error;
    }
    if (params.length !== ready.types.length) return await on.query(sql, params, options);
    const values = params.map((value, index) => literal(value, ready.types[index]));
    const results = await on.exec(
      values.length === 0 ? `EXECUTE ${ready.name}` : `EXECUTE ${ready.name}(${values.join(', ')})`,
      options,
    );
    return results[results.length - 1];
  } finally {
    entry.users--;
  }
}

/*
 * A page's LIMIT and OFFSET written into the statement's text. A prepared statement is planned for its values
 * the first five times and then, if its plan for any values (the generic plan) is estimated to cost no more,
 * planned once for good; with the page's size a parameter the generic plan must assume a tenth of the rows are
 * wanted, so it never looks cheap and every EXECUTE was planned again (PostgreSQL's plancache.c). Written in, the
 * size is known to every plan, and a list's statement (one per page size) keeps its one plan.
 */
// Quoted text and identifiers (skipped), and parameters ($n).
const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;
const PAGE_KEYWORD = /\s(?:limit|offset) $/i;

function withLimitsWritten(sql, params) {
  const parameters = [...sql.matchAll(TOKEN)].filter((match) => match[1] !== undefined);
  const written = new Map();
  for (const match of parameters) {
    const index = Number(match[1]);
    const value = params[index - 1];
    const page = PAGE_KEYWORD.test(sql.slice(Math.max(0, match.index - 8), match.index));
    if (page && Number.isSafeInteger(value) && value >= 0) written.set(index, value);
  }
  if (written.size === 0) return { sql, params };
  // The other parameters are numbered again past the written ones.
  const renumbered = new Map();
  let next = 1;
  for (let index = 1; index <= params.length; index++) if (!written.has(index)) renumbered.set(index, next++);
  let text = '';
  let at = 0;
  for (const match of parameters) {
    const index = Number(match[1]);
    text +=
      sql.slice(at, match.index) + (written.has(index) ? String(written.get(index)) : `$${renumbered.get(index)}`);
    at = match.index + match[0].length;
  }
  return { sql: text + sql.slice(at), params: params.filter((_, index) => !written.has(index + 1)) };
}

async function prepare(on, sql) {
  const name = `tolk_statement_${nextStatement++}`;
  await on.exec(`PREPARE ${name} AS ${sql}`);
  const described = await on.query(
    'select array_to_string(parameter_types::oid[], $2) as oids from pg_prepared_statements where name = $1',
    [name, ','],
  );
  const oids = String(described.rows[0]?.oids ?? '');
  for (const [text, old] of prepared) {
    if (prepared.size <= MAX_PREPARED) break;
    if (old.users > 0) continue;
    prepared.delete(text);
    const evicted = await old.statement.catch(() => undefined);
    if (evicted) await on.exec(`DEALLOCATE ${evicted.name}`);
  }
  return { name, types: oids === '' ? [] : oids.split(',').map(Number) };
}

/** A value as query() would bind it, as a quoted literal (standard_conforming_strings: only quotes are doubled). */
function literal(value, type) {
  if (value === null || value === undefined) return 'NULL';
  const serialise = database.serializers[type];
  const text = serialise ? serialise(value) : value.toString();
  if (text === null || text === undefined) return 'NULL';
  return `'${String(text).replaceAll("'", "''")}'`;
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'ready':
        await database.waitReady;
        keepTextByDefault();
        keepFileSizes();
        return post({ id, result: null });
      case 'query': {
        const { options, parseLater } = queryOptions(message.options);
        const result = await preparedQuery(target(message.tx), message.sql, message.params, options);
        return post({ id, result: parsed(result, parseLater) });
      }
      case 'exec': {
        const { options, parseLater } = queryOptions(message.options);
        const results = await target(message.tx).exec(message.sql, options);
        return post({ id, result: results.map((result) => parsed(result, parseLater)) });
      }
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
      case 'fileSizes':
        return post({ id, result: { ...fileSizes } });
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
