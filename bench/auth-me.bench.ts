// Throughput of GET /api/auth/me (token check + user lookup) against a bare route of the same
// server in the same run, so the ratio holds on a noisy machine. Run: npm run bench
// On PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tolk_bench npx tsx bench/auth-me.bench.ts
import os from 'node:os';
import { CONNECTIONS, load, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { requestsPerSecond: 2000, p99Ms: 50, shareOfBareRoute: 0.5 };
/** Empty: the embedded database; otherwise a PostgreSQL database the server may migrate. */
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const databaseLabel = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

// Another checkout may be running its benches on the same machine.
const server = await startTolkServer(Number(process.env.BENCH_PORT ?? 3391), { DATABASE_URL });
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

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${databaseLabel}, ${os.cpus().length} cores`);
  printTable([bare, me]);
  const share = me.requestsPerSecond / bare.requestsPerSecond;
  console.log(`/api/auth/me throughput is ${(share * 100).toFixed(1)}% of the bare route's`);
  console.log(`server resident memory after the run: ${(server.residentBytes() / 1048576).toFixed(1)} MiB`);

  const misses = [
    me.requestsPerSecond < TARGET.requestsPerSecond &&
      `${Math.round(me.requestsPerSecond)} req/s < ${TARGET.requestsPerSecond}`,
    me.p99Ms >= TARGET.p99Ms && `p99 ${me.p99Ms} ms >= ${TARGET.p99Ms} ms`,
    share < TARGET.shareOfBareRoute &&
      `${(share * 100).toFixed(1)}% of the bare route < ${TARGET.shareOfBareRoute * 100}%`,
    me.errors + me.non2xx > 0 && `${me.errors} errors and ${me.non2xx} non-2xx answers`,
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`TARGET MISSED for /api/auth/me: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `target met: /api/auth/me >= ${TARGET.requestsPerSecond} req/s and >= ${TARGET.shareOfBareRoute * 100}% of the bare route, p99 < ${TARGET.p99Ms} ms, no errors`,
    );
  }
} finally {
  server.stop();
}
