// Throughput of GET /api/auth/me (token check + user lookup) against a bare route of the same
// server in the same run, so the ratio holds on a noisy machine. Run: npm run bench
import os from 'node:os';
import { CONNECTIONS, load, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { requestsPerSecond: 2000, p99Ms: 50 };

const server = await startTolkServer(3391);
try {
  const auth = { authorization: `Bearer ${server.token}` };
  await load({ label: 'warm-up', url: `${server.baseUrl}/api/auth/me`, headers: auth, durationSeconds: 3 });
  const bare = await load({
    label: 'GET /api/public/health-simple (bare route)',
    url: `${server.baseUrl}/api/public/health-simple`,
    durationSeconds: DURATION_S,
  });
  const me = await load({
    label: 'GET /api/auth/me (token + database)',
    url: `${server.baseUrl}/api/auth/me`,
    headers: auth,
    durationSeconds: DURATION_S,
  });

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`);
  printTable([bare, me]);
  console.log(
    `/api/auth/me throughput is ${((me.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of the bare route's`,
  );
  console.log(`server resident memory after the run: ${(server.residentBytes() / 1048576).toFixed(1)} MiB`);

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
  server.stop();
}
