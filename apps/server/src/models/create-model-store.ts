import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelsPolicy, ModelVerification } from '@tolk/contracts/models';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogEntry, CatalogFile } from './catalog-entry';
import { downloadToPart, sizeBounds } from './download-file';
import { entryLocked, tryLockEntry } from './entry-lock';
import { hashFile } from './hash-file';
import { downloadUrl } from './mirror-url';
import type { ModelStatus, ModelStore } from './model-store';
import { asModelStoreError, ModelStoreError } from './model-store-error';
import { unpackFile } from './unpack-file';
import { readMarker, stillVerified, type VerifiedMarker, writeMarker } from './verified-marker';

export interface ModelStoreOptions {
  dir: string;
  mirror: string | null;
  budgetBytes: number;
  policy: ModelsPolicy;
  catalog: readonly CatalogEntry[];
  log: FastifyBaseLogger;
  /** How often an instance waiting on another's lock looks again (tests shorten it). */
  pollMs?: number;
  /** The least time between two progress reports of one entry. */
  progressMs?: number;
  /** Resumes of a connection broken midway before a download fails. */
  retries?: number;
  /** A host silent this long counts as broken. */
  idleTimeoutMs?: number;
}

interface Flight {
  promise: Promise<string>;
  controller: AbortController;
  received: number;
}

const SUFFIX = { gzip: '.gz', zstd: '.zst' } as const;

/** Removes `folder` and its parents up to (not including) `root` while they are empty. */
async function pruneEmptyFolders(folder: string, root: string): Promise<void> {
  for (let current = folder; current.startsWith(root + path.sep); current = path.dirname(current)) {
    const removed = await rmdir(current).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
}

/**
 * The model store on the local disk (ModelStore says what it promises). Layout: `<dir>/<id>/<path>` installed
 * files; `<path>[.gz|.zst].part` a download under way (or left by a crashed process: resumed); `<path>.unpack`
 * a decompression under way; `<id>/.verified.json` what was verified; `<dir>/<id>.lock` the instance installing it.
 */
export function createModelStore(options: ModelStoreOptions): ModelStore {
  const { dir, mirror, budgetBytes, policy, catalog, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const progressMs = options.progressMs ?? 500;
  const byId = new Map<string, CatalogEntry>();
  for (const entry of catalog) {
    if (byId.has(entry.id)) throw new Error(`The model catalog lists ${entry.id} twice`);
    byId.set(entry.id, entry);
  }
  const flights = new Map<string, Flight>();
  const failures = new Map<string, ModelStoreError>();
  const listeners = new Set<(id: string, status: ModelStatus) => void>();
  const lastReport = new Map<string, number>();
  const pendingReports = new Map<string, NodeJS.Timeout>();
  let closing = false;

  const entryDir = (id: string) => path.join(dir, id);
  const installedFile = (entry: CatalogEntry, file: CatalogFile) => path.join(entryDir(entry.id), file.path);
  const publishedFile = (entry: CatalogEntry, file: CatalogFile) =>
    installedFile(entry, file) + (file.unpack ? SUFFIX[file.unpack] : '');
  const totalBytes = (entry: CatalogEntry) => entry.files.reduce((sum, file) => sum + file.bytes, 0);

  function isInstalled(entry: CatalogEntry): boolean {
    const marker = readMarker(entryDir(entry.id));
    return entry.files.every((file) => stillVerified(installedFile(entry, file), marker[file.path]));
  }

  /**
   * How the entry's files are (or will be) checked: all against pinned SHA-256s; else against the hash
   * their host publishes (Hugging Face's X-Linked-Etag); else not by any hash ('none': a file already
   * installed without one, or one from a host other than Hugging Face, which publishes none).
   */
  function verificationOf(entry: CatalogEntry): ModelVerification {
    if (entry.files.every((file) => file.sha256)) return 'sha256';
    const marker = readMarker(entryDir(entry.id));
    const unhashed = (file: CatalogFile) =>
      marker[file.path]
        ? marker[file.path]?.verification === 'none'
        : !file.sha256 && new URL(file.url).host !== 'huggingface.co';
    return entry.files.some(unhashed) ? 'none' : 'host';
  }

  /** Bytes of the entry's downloads under way (its .part files), for an install another instance runs. */
  function partBytes(entry: CatalogEntry): number {
    return entry.files.reduce((sum, file) => {
      const size = statSync(`${publishedFile(entry, file)}.part`, { throwIfNoEntry: false })?.size ?? 0;
      const done = existsSync(installedFile(entry, file)) ? file.bytes : 0;
      return sum + Math.max(size, done);
    }, 0);
  }

  function status(id: string): ModelStatus {
    const entry = byId.get(id);
    const total = entry ? totalBytes(entry) : 0;
    const base = {
      totalBytes: total,
      error: null,
      errorCode: null,
      verification: entry ? verificationOf(entry) : 'none',
    };
    const flight = flights.get(id);
    if (!entry) return { ...base, state: 'absent', receivedBytes: 0 };
    if (flight) return { ...base, state: 'downloading', receivedBytes: flight.received };
    const failure = failures.get(id);
    if (failure) return { ...base, state: 'failed', receivedBytes: 0, error: failure.message, errorCode: failure.code };
    if (isInstalled(entry)) return { ...base, state: 'installed', receivedBytes: total };
    if (entryLocked(dir, id)) return { ...base, state: 'downloading', receivedBytes: partBytes(entry) };
    return { ...base, state: 'absent', receivedBytes: 0 };
  }

  /** Tells listeners now (state changes) or at most every progressMs (progress). */
  function report(id: string, now = false): void {
    const pending = pendingReports.get(id);
    const wait = progressMs - (Date.now() - (lastReport.get(id) ?? 0));
    if (!now && wait > 0) {
      if (!pending) pendingReports.set(id, setTimeout(() => report(id, true), wait).unref());
      return;
    }
    if (pending) clearTimeout(pending);
    pendingReports.delete(id);
    lastReport.set(id, Date.now());
    const current = status(id);
    for (const listener of listeners) listener(id, current);
  }

  async function usedBytes(): Promise<number> {
    let sum = 0;
    const walk = async (folder: string): Promise<void> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const item of entries) {
        const full = path.join(folder, item.name);
        if (item.isDirectory()) await walk(full);
        else sum += (await stat(full).catch(() => null))?.size ?? 0;
      }
    };
    await walk(dir);
    return sum;
  }

  async function installFiles(entry: CatalogEntry, flight: Flight): Promise<void> {
    const folder = entryDir(entry.id);
    const signal = flight.controller.signal;
    const marker: VerifiedMarker = readMarker(folder);
    const missing = entry.files.filter((file) => !stillVerified(installedFile(entry, file), marker[file.path]));
    flight.received = totalBytes(entry) - missing.reduce((sum, file) => sum + file.bytes, 0);
    await adoptPlacedFiles(entry, missing);
    const inParts = missing.reduce(
      (sum, file) => sum + (statSync(`${publishedFile(entry, file)}.part`, { throwIfNoEntry: false })?.size ?? 0),
      0,
    );
    const needed = missing.reduce((sum, file) => sum + file.bytes, 0) - inParts;
    const used = await usedBytes();
    if (used + needed > budgetBytes) {
      throw new ModelStoreError(
        'BUDGET_EXCEEDED',
        `${entry.id} needs ${needed} more bytes; ${used} of the ${budgetBytes} allowed (MODELS_MAX_GB) are used.`,
      );
    }
    for (const file of missing) {
      const part = `${publishedFile(entry, file)}.part`;
      const before = flight.received;
      await mkdir(path.dirname(part), { recursive: true });
      const partSize = statSync(part, { throwIfNoEntry: false })?.size ?? 0;
      if (policy === 'off' && partSize < sizeBounds(file.bytes, file.approximate).min) {
        throw new ModelStoreError('DOWNLOADS_OFF', `${entry.id}: downloads are off (MODELS_POLICY=off).`);
      }
      const url = downloadUrl(file.url, mirror);
      try {
        const downloaded = await downloadToPart({
          url,
          partPath: part,
          bytes: file.bytes,
          approximate: file.approximate,
          sha256: file.sha256,
          signal,
          retries: options.retries ?? 3,
          idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
          onBytes: (received) => {
            flight.received = before + received;
            report(entry.id);
          },
        });
        const expected = file.sha256 ?? downloaded.hostSha256;
        if (expected && expected.toLowerCase() !== downloaded.sha256) {
          throw new ModelStoreError(
            'HASH_MISMATCH',
            `${url}: SHA-256 ${downloaded.sha256} is not the published ${expected}; the file was deleted.`,
          );
        }
        const verification: ModelVerification = file.sha256 ? 'sha256' : downloaded.hostSha256 ? 'host' : 'none';
        if (verification === 'none')
          log.warn({ model: entry.id, url }, 'model file installed unverified: its host publishes no hash');
        const target = installedFile(entry, file);
        let installed = { sha256: downloaded.sha256, size: downloaded.bytes };
        if (file.unpack) {
          const unpacking = `${target}.unpack`;
          try {
            installed = await unpackFile({
              from: part,
              to: unpacking,
              format: file.unpack,
              maxBytes: budgetBytes - (await usedBytes()),
              signal,
            });
            await rename(unpacking, target);
          } finally {
            await rm(unpacking, { force: true });
          }
          await rm(part, { force: true });
        } else {
          await rename(part, target);
        }
        const mtimeMs = (await stat(target)).mtimeMs;
        marker[file.path] = { ...installed, mtimeMs, verification };
        await writeMarker(folder, marker);
      } catch (error) {
        // A failed or cancelled download leaves nothing behind; a closing server keeps its .part to resume.
        if (!closing) {
          await rm(part, { force: true });
          await pruneEmptyFolders(path.dirname(part), dir);
        }
        throw error;
      }
      flight.received = before + file.bytes;
      report(entry.id);
    }
  }

  /**
   * Files an operator placed by hand (the installed name, or the published compressed one) become the
   * download's .part: complete ones are then only hashed, with no network; short ones are resumed.
   */
  async function adoptPlacedFiles(entry: CatalogEntry, missing: readonly CatalogFile[]): Promise<void> {
    for (const file of missing) {
      const placed = file.unpack ? publishedFile(entry, file) : installedFile(entry, file);
      if (existsSync(placed)) await rename(placed, `${publishedFile(entry, file)}.part`);
    }
  }

  async function run(entry: CatalogEntry, flight: Flight): Promise<string> {
    const signal = flight.controller.signal;
    await mkdir(dir, { recursive: true });
    let release: (() => Promise<void>) | null = null;
    for (;;) {
      if (isInstalled(entry)) return entryDir(entry.id);
      release = await tryLockEntry(dir, entry.id, (error) => flight.controller.abort(error));
      if (release) break;
      // Another instance installs it: wait for its lock to go, showing its progress.
      flight.received = partBytes(entry);
      report(entry.id);
      await sleep(pollMs, undefined, { signal });
    }
    try {
      if (!isInstalled(entry)) await installFiles(entry, flight);
      return entryDir(entry.id);
    } finally {
      await release().catch(() => undefined);
    }
  }

  function install(id: string, installOptions: { signal?: AbortSignal } = {}): Promise<string> {
    const entry = byId.get(id);
    if (!entry) return Promise.reject(new Error(`No catalog entry ${id}`));
    let flight = flights.get(id);
    if (!flight) {
      if (isInstalled(entry)) return Promise.resolve(entryDir(id));
      const started: Flight = { controller: new AbortController(), received: 0, promise: Promise.resolve('') };
      failures.delete(id);
      started.promise = run(entry, started)
        .catch((error: unknown) => {
          const failure = asModelStoreError(error, started.controller.signal);
          if (failure.code !== 'CANCELLED') failures.set(id, failure);
          log.warn({ model: id, code: failure.code, err: failure }, 'model install failed');
          throw failure;
        })
        .finally(() => {
          flights.delete(id);
          report(id, true);
        });
      flights.set(id, started);
      flight = started;
      report(id, true);
    }
    const joined = flight;
    // The caller's signal cancels the download (the admin's Cancel, a CLI interrupted).
    installOptions.signal?.addEventListener('abort', () => joined.controller.abort(), { once: true });
    return joined.promise;
  }

  async function remove(id: string): Promise<void> {
    const flight = flights.get(id);
    if (flight) {
      flight.controller.abort();
      await flight.promise.catch(() => undefined);
    }
    failures.delete(id);
    if (byId.has(id)) await rm(entryDir(id), { recursive: true, force: true });
    report(id, true);
  }

  async function verify(): Promise<string[]> {
    const broken: string[] = [];
    for (const entry of catalog) {
      const folder = entryDir(entry.id);
      const marker = readMarker(folder);
      let changed = false;
      for (const file of entry.files) {
        const verified = marker[file.path];
        if (!verified) continue;
        const actual = await hashFile(installedFile(entry, file)).catch(() => null);
        if (actual?.sha256 === verified.sha256 && actual.size === verified.size) continue;
        delete marker[file.path];
        changed = true;
      }
      if (changed) {
        await writeMarker(folder, marker);
        broken.push(entry.id);
      }
    }
    return broken;
  }

  return {
    catalog,
    policy,
    dir,
    budgetBytes,
    mirrored: mirror !== null,
    usedBytes,
    entry: (id) => byId.get(id),
    installedPath: (id) => {
      const entry = byId.get(id);
      return entry && isInstalled(entry) ? entryDir(id) : null;
    },
    install,
    status,
    remove,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    verify,
    async close() {
      closing = true;
      for (const flight of flights.values()) flight.controller.abort();
      await Promise.allSettled([...flights.values()].map((flight) => flight.promise));
      for (const timer of pendingReports.values()) clearTimeout(timer);
      pendingReports.clear();
    },
  };
}
