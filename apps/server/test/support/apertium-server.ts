import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Where Debian's apertium-* language packages install their pair modes. */
const MODES_DIR = '/usr/share/apertium/modes';
/** Installed by apertium-eng-spa, apertium-swe-nor and apertium-dan-nor; .ci/run installs them. */
const REQUIRED_MODES = ['eng-spa', 'spa-eng', 'nob-swe', 'swe-nob', 'nob-dan', 'dan-nob'];
const INSTALL_HINT = 'apt-get install -y apertium apertium-apy apertium-eng-spa apertium-swe-nor apertium-dan-nor';
const START_TIMEOUT_MS = 20_000;

export interface ApertiumServer {
  url: string;
  stop(): Promise<void>;
}

/** Why a real Apertium cannot run here, or undefined when APy and the test pairs are installed. */
export function apertiumMissingReason(): string | undefined {
  if (!findApy()) return `apertium-apy is not installed (${INSTALL_HINT})`;
  const missing = REQUIRED_MODES.filter((mode) => !existsSync(path.join(MODES_DIR, `${mode}.mode`)));
  if (missing.length > 0) return `Apertium pairs ${missing.join(', ')} are missing in ${MODES_DIR} (${INSTALL_HINT})`;
  return undefined;
}

/**
 * For a test file's describe.skipIf: true when Apertium can run. Missing Apertium skips the
 * suite with the reason printed, except on CI (CI=true), where it must be there: it throws.
 */
export function apertiumAvailable(): boolean {
  const reason = apertiumMissingReason();
  if (!reason) return true;
  if (process.env.CI === 'true') throw new Error(`Apertium is required on CI: ${reason}`);
  console.log(`Skipping the real Apertium tests: ${reason}`);
  return false;
}

/** Starts APy on a free local port with every installed pair, and waits until it answers. */
export async function startApertiumServer(): Promise<ApertiumServer> {
  const apy = findApy();
  if (!apy) throw new Error(apertiumMissingReason());
  const port = await freePort();
  // Its own process group, so stop() also ends the translation pipelines APy spawns.
  const child = spawn(apy, ['--port', String(port), MODES_DIR], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  });
  const log = collectLog(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(url, child, log);
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
  return { url, stop: () => stopProcessGroup(child) };
}

function findApy(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat('/usr/bin');
  return dirs.map((dir) => path.join(dir, 'apertium-apy')).find((candidate) => existsSync(candidate));
}

/** APy takes a port, not port 0, so ask the kernel for one that is free right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The last lines APy printed, to explain a failed start. */
function collectLog(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`apertium-apy exited with ${child.exitCode}:\n${log()}`);
    const ok = await fetch(`${url}/listPairs`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`apertium-apy did not answer on ${url} within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The test app's engines with that Apertium as the only translation engine, and a deadline long enough for
 * its first call (the pair's data is read on demand).
 */
export function apertiumEngines(apertium: ApertiumServer) {
  return {
    engines: {
      translation: { order: ['apertium' as const], apertium: { url: apertium.url } },
      timeoutMs: 20_000,
      concurrency: 2,
    },
  };
}
