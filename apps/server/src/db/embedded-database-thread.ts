import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * What the server asks of the embedded database: what drizzle's PGlite driver calls (query with
 * drizzle's parsers, transaction) and what our own code calls (exec, listen, close).
 */
export interface EmbeddedQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

export interface EmbeddedTransaction extends EmbeddedQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** What the embedded database's thread holds: PostgreSQL's WebAssembly memory and the thread's own JavaScript heap. */
export interface EmbeddedMemory {
  wasmBytes: number;
  heapBytes: number;
}

/** Whether the thread keeps its data files' sizes (decision 045), and how often a size was read from a file or kept. */
export interface EmbeddedFileSizes {
  kept: boolean;
  askedOfFiles: number;
  answeredKept: number;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  memory(): Promise<EmbeddedMemory>;
  fileSizes(): Promise<EmbeddedFileSizes>;
  close(): Promise<void>;
  readonly closed: boolean;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { name?: string; message: string; fields: Record<string, unknown> };
  channel?: string;
  payload?: string;
}

/**
 * PGlite in a worker thread of its own (decision 039): PostgreSQL compiled to WebAssembly runs a
 * statement synchronously, so on the server's thread a 100 ms query is 100 ms in which no other
 * request is read, answered or even timed out. Here the statement runs on the worker; the
 * server's thread only posts the SQL and receives the rows (structured clones). Statements run one
 * at a time in the order posted, as on the instance itself; a transaction holds the others until it
 * ends, as PGlite's own does. Closing ends the thread, and with it all of the instance's memory.
 */
export class EmbeddedDatabaseThread implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(
    settings: { dataDir: string | undefined; postgresqlconf: string[]; archive?: Uint8Array },
    engine: Engine,
  ) {
    this.#worker = new Worker(new URL('./embedded-database-worker.mjs', import.meta.url), {
      workerData: { ...settings, engine },
      transferList: settings.archive ? [settings.archive.buffer as ArrayBuffer] : [],
    });
    // An idle database does not keep the process alive; a pending statement does (see #request).
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#receive(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`the embedded database's thread ended (exit code ${code})`)),
    );
  }

  /** Starts the thread and waits until the database is open (made by initdb, unpacked or found on disk). */
  static async open(settings: {
    dataDir: string | undefined;
    postgresqlconf: string[];
    /** A data directory archive to unpack (PGlite's loadDataDir), for a new database. */
    archive?: Uint8Array;
  }): Promise<EmbeddedDatabaseThread> {
    const thread = new EmbeddedDatabaseThread(settings, await compiledEngine());
    try {
      await thread.#request({ op: 'ready' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#request({ op: 'query', sql, params, options: crossing(options), tx }) as Promise<Results<T>>;
  }

  exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#request({ op: 'exec', sql, options: crossing(options), tx }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    // The transaction is named by the id of the request that begins it, the next one.
    const id = this.#nextId;
    await this.#request({ op: 'begin' });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#request({ op: 'end', tx: id, commit });
    };
    const tx: EmbeddedTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql, options) => this.exec(sql, options, id),
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#request({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => void callbacks.delete(callback);
  }

  memory(): Promise<EmbeddedMemory> {
    return this.#request({ op: 'memory' }) as Promise<EmbeddedMemory>;
  }

  fileSizes(): Promise<EmbeddedFileSizes> {
    return this.#request({ op: 'fileSizes' }) as Promise<EmbeddedFileSizes>;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#request({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #request(message: Record<string, unknown>): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('the embedded database is closed'));
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #receive(reply: Reply): void {
    if (reply.channel !== undefined) {
      for (const callback of this.#listeners.get(reply.channel) ?? []) callback(reply.payload ?? '');
      return;
    }
    const pending = reply.id === undefined ? undefined : this.#pending.get(reply.id);
    if (!pending || reply.id === undefined) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) pending.reject(databaseError(reply.error));
    else pending.resolve(reply.result);
  }

  #fail(error: Error): void {
    if (this.#closed) return;
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/** PGlite's WebAssembly modules, compiled, and its file system bundle: what every instance loads. */
interface Engine {
  pgliteWasmModule: object;
  initdbWasmModule: object;
  fsBundle: Blob;
}

/** The server's TypeScript library has no WebAssembly declarations; this is all it uses. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } }).WebAssembly;

let engine: Promise<Engine> | undefined;

/**
 * Compiled once per process and handed to every thread (a compiled module crosses to a worker
 * without being compiled again): each instance compiling its own 9 MB module cost a test file
 * opening a database a second or more of CPU, and each copy of the machine code memory.
 */
function compiledEngine(): Promise<Engine> {
  engine ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    return {
      pgliteWasmModule: await wasm.compile(pglite as Buffer),
      initdbWasmModule: await wasm.compile(initdb as Buffer),
      fsBundle: new Blob([new Uint8Array(data as Buffer)]),
    };
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** PGlite's error again, its PostgreSQL fields (code, severity, detail, …) as own properties. */
function databaseError(error: NonNullable<Reply['error']>): Error {
  const rebuilt = new Error(error.message);
  if (error.name) rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}

/** The oids probed with a text no parser of a real type would keep: what drizzle's parsers do. */
const PROBE = '\u0000probe';

/**
 * Functions cannot cross to the thread. drizzle's driver passes parsers that keep the text of
 * dates, timestamps and intervals as is; those travel as their oids, anything else is refused.
 */
function crossing(options: QueryOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers && Object.keys(serializers).length > 0) throw new Error('serializers cannot cross to the thread');
  if (!parsers) return rest;
  const keepText = Object.entries(parsers).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE) throw new Error('only parsers that keep the text can cross to the thread');
    return Number(oid);
  });
  return { ...rest, keepText };
}
