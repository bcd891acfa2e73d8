// Throughput of GET /api/auth/me (token check + user lookup) against a bare route of the same
// server in the same run, so the ratio holds on a noisy machine. Run: npm run bench
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3391;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { requestsPerSecond: 2000, p99Ms: 50 };
const ADMIN = { email: 'bench@tolk.test', password: 'bench-password' };

interface Result {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-'));
  // The server runs in its own process, as in production, so the load generator does not share its event loop.
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer();
    const token = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    await run('warm-up', '/api/auth/me', auth, 3);

    const bare = await run('GET /api/public/health-simple (bare route)', '/api/public/health-simple', {}, DURATION_S);
    const me = await run('GET /api/auth/me (token + database)', '/api/auth/me', auth, DURATION_S);
    const rssBytes = residentBytes(server);

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`);
    console.table(
      [bare, me].map((r) => ({
        route: r.label,
        'req/s': Math.round(r.requestsPerSecond),
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        errors: r.errors,
        non2xx: r.non2xx,
      })),
    );
    const ratio = me.requestsPerSecond / bare.requestsPerSecond;
    console.log(`/api/auth/me throughput is ${(ratio * 100).toFixed(1)}% of the bare route's`);
    console.log(`server resident memory after the run: ${(rssBytes / 1048576).toFixed(1)} MiB`);

    const misses = [
      me.requestsPerSecond < TARGET.requestsPerSecond &&
        `${Math.round(me.requestsPerSecond)} req/s < ${TARGET.requestsPerSecond}`,
      me.p99Ms >= TARGET.p99Ms && `p99 ${me.p99Ms} ms >= ${TARGET.p99Ms} ms`,
      me.errors + me.non2xx > 0 && `${me.errors} errors and ${me.non2xx} non-2xx answers`,
    ].filter(Boolean);
    if (misses.length > 0) {
      console.error(`TARGET MISSED for /api/auth/me: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`target met: /api/auth/me >= ${TARGET.requestsPerSecond} req/s, p99 < ${TARGET.p99Ms} ms, no errors`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

async function run(label: string, urlPath: string, headers: Record<string, string>, duration: number): Promise<Result> {
  const result = await autocannon({ url: `${BASE}${urlPath}`, connections: CONNECTIONS, duration, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/public/health-simple`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 60 s');
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

function residentBytes(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

await main();
