import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { email: 'bench@tolk.test', password: 'bench-password' };

export interface TolkServer {
  baseUrl: string;
  /** A bearer token of the bootstrap administrator. */
  token: string;
  residentBytes(): number;
  stop(): void;
  /** Ends the process at once, as a crash or an out-of-memory kill would (SIGKILL): nothing is flushed. */
  crash(): Promise<void>;
}

/**
 * The real server in its own process, as in production, on a fresh embedded database, so the
 * load generator does not share its event loop.
 */
export async function startTolkServer(port: number, env: Record<string, string> = {}): Promise<TolkServer> {
  // BENCH_NODE_ARGS: more options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-')),
        DATABASE_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        // WordNet's background import would load the server during the measurement; a bench that
        // wants the dictionary turns it back on.
        DICTIONARY_WORDNET: 'false',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl);
    return {
      baseUrl,
      token: await signIn(baseUrl),
      residentBytes: () => residentBytes(child),
      stop: () => child.kill('SIGTERM'),
      crash: () =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

async function waitForServer(baseUrl: string): Promise<void> {
  // A first start unpacks or makes its database: on a machine shared with other work, minutes.
  const deadline = Date.now() + Number(process.env.BENCH_START_S ?? 60) * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/public/health-simple`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start in time (BENCH_START_S, default 60 s)');
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

function residentBytes(child: ChildProcess): number {
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * Where the server's memory is, from its health report: resident set, the main thread's heap and what
 * lies outside it, and the embedded database's WebAssembly memory and thread heap (none on PostgreSQL).
 */
export async function memoryBreakdown(server: TolkServer): Promise<string> {
  const memory = await fetch(`${server.baseUrl}/api/admin/health`, {
    headers: { authorization: `Bearer ${server.token}` },
  })
    .then(async (response) => ((await response.json()) as { memory?: Record<string, number | undefined> }).memory)
    .catch(() => undefined);
  if (!memory) return 'no health report (the instance is down)';
  const mib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1048576).toFixed(0)} MiB`);
  return (
    `resident ${mib(memory.processResident)}: main heap ${mib(memory.processHeapUsed)}, ` +
    `outside the heap ${mib(memory.processExternal)}, embedded database WebAssembly ${mib(memory.embeddedDatabaseWasm)}` +
    ` and thread heap ${mib(memory.embeddedDatabaseHeap)}`
  );
}
