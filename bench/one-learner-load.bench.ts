// One learner's heavy requests against everyone else's (issue 27, decision 039): a learner with a
// long history (study words, FSRS cards with ten review logs each, dialogue entries) keeps four
// requests to the heavy routes in flight, one after another in four loops, while a second learner
// asks GET /api/auth/me (answered from the user cache) and a lone database read (check-studying)
// one at a time. Reports the second learner's p50/p90/p99 alone and under that load, on the
// embedded PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; and the server's resident memory.
// Target: under load the other learner's auth/me p90 stays below 50 ms.
// Run: from bench/: npx tsx one-learner-load.bench.ts
//   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL too;
//    BENCH_WORDS, default 50,000 study words; BENCH_SAMPLES, default 300 requests per measurement)
import os from 'node:os';
import {
  type Database,
  embedded,
  json,
  learnerSql,
  lexiconSql,
  postgres,
  secondLearner,
  signIn,
  stopped,
} from './support/learner-seed';
import { untilServerSettles } from './support/load';
import { round } from './support/stats';
import { startTolkServer, type TolkServer } from './support/tolk-server';

const PORT = Number(process.env.BENCH_PORT ?? 3419);
const WORDS = Number(process.env.BENCH_WORDS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const HEAVY_IN_FLIGHT = 4;
const TARGET_P90_MS = 50;

/** The heavy learner's routes: each grows with the history, or did before decision 037. */
function heavyRoutes(baseUrl: string): string[] {
  const api = `${baseUrl}/api`;
  return [
    `${api}/unified-dictionary/study-statistics?timeZone=Europe%2FOslo`,
    `${api}/unified-dictionary/practice-words?limit=10&sourceLanguage=no&targetLanguage=en`,
    `${api}/unified-dictionary/vocabulary-words?language=no&limit=20`,
    `${api}/unified-dictionary/words-due-for-review?limit=20`,
    `${api}/user/stats`,
    `${api}/dialogue/stats/no`,
  ];
}

interface Latencies {
  p50: number;
  p90: number;
  p99: number;
}

function percentiles(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0, 1);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

/** `SAMPLES` requests one after another, as one person clicking; the first five are not counted. */
async function oneAtATime(url: string, headers: Record<string, string>): Promise<Latencies> {
  const times: number[] = [];
  for (let index = 0; index < SAMPLES + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (index >= 5) times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** Keeps `HEAVY_IN_FLIGHT` of the heavy routes in flight until stopped; counts the answers. */
function hammer(urls: string[], headers: Record<string, string>): { stop(): Promise<number> } {
  let running = true;
  let answered = 0;
  const loops = Array.from({ length: HEAVY_IN_FLIGHT }, async (_, loop) => {
    for (let index = loop; running; index += 1) {
      const url = urls[index % urls.length] as string;
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      answered += 1;
    }
  });
  const started = performance.now();
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return answered / ((performance.now() - started) / 1000);
    },
  };
}

interface Figures {
  alone: { me: Latencies; read: Latencies };
  loaded: { me: Latencies; read: Latencies };
  heavyPerSecond: number;
  residentMiB: number;
  seedSeconds: number;
}

async function measure(database: Database): Promise<Figures> {
  const env = { ...database.env, ENGINE_CALLS_PER_MINUTE: '100000000' };
  const first = await startTolkServer(PORT, env);
  const heavy = (
    (await json(
      await fetch(`${first.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${first.token}` } }),
    )) as { user: { id: string } }
  ).user.id;
  await secondLearner(first);
  await stopped(first);
  const seeding = performance.now();
  // As in learner-history.bench.ts: triggers off for the bulk rows, counted once after.
  await database.exec(`set session_replication_role = replica;
    ${lexiconSql(WORDS)}${learnerSql(heavy, WORDS, Math.min(WORDS / 5, 10_000))}
    set session_replication_role = origin;
    select tolk_recount_learner_statistics();
    analyze;`);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server: TolkServer = await startTolkServer(PORT, env);
  try {
    const heavyAuth = { authorization: `Bearer ${server.token}` };
    const otherAuth = { authorization: `Bearer ${await signIn(server, 'small@tolk.test', 'small-password')}` };
    const me = `${server.baseUrl}/api/auth/me`;
    const read = `${server.baseUrl}/api/unified-dictionary/check-studying/ord5?language=no`;
    const urls = heavyRoutes(server.baseUrl);
    // Each heavy route a few times first: the first request of a learner makes their streak summary.
    for (const url of urls)
      for (let index = 0; index < 3; index += 1) await json(await fetch(url, { headers: heavyAuth }));
    await untilServerSettles(server.baseUrl, otherAuth);
    const alone = { me: await oneAtATime(me, otherAuth), read: await oneAtATime(read, otherAuth) };
    const load = hammer(urls, heavyAuth);
    const loaded = { me: await oneAtATime(me, otherAuth), read: await oneAtATime(read, otherAuth) };
    const heavyPerSecond = await load.stop();
    return { alone, loaded, heavyPerSecond, residentMiB: server.residentBytes() / 1048576, seedSeconds };
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

const databases: Database[] = [embedded()];
if (process.env.BENCH_DATABASE_URL) databases.push(await postgres(process.env.BENCH_DATABASE_URL));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured in this run');

let missed = 0;
for (const database of databases) {
  try {
    const figures = await measure(database);
    const row = (name: string, alone: Latencies, loaded: Latencies) =>
      `| ${name} | ${alone.p50} / ${alone.p90} / ${alone.p99} ms | ${loaded.p50} / ${loaded.p90} / ${loaded.p99} ms | ×${round(loaded.p90 / alone.p90, 1)} |`;
    console.log(
      `\n${database.kind}: a learner of ${WORDS} study words keeps ${HEAVY_IN_FLIGHT} heavy requests in flight (${round(figures.heavyPerSecond, 1)} answered per second); another learner asks ${SAMPLES} times, one at a time; seeded in ${figures.seedSeconds.toFixed(0)} s; ${os.cpus().length} cores, shared with other work`,
    );
    console.log('| the other learner | alone p50 / p90 / p99 | under load p50 / p90 / p99 | p90 × |');
    console.log('|---|---|---|---|');
    console.log(row('GET /api/auth/me', figures.alone.me, figures.loaded.me));
    console.log(row('check-studying (a database read)', figures.alone.read, figures.loaded.read));
    console.log(`server resident memory after the run: ${figures.residentMiB.toFixed(0)} MiB`);
    if (figures.loaded.me.p90 >= TARGET_P90_MS) {
      console.error(`TARGET MISSED: auth/me p90 under load ${figures.loaded.me.p90} ms >= ${TARGET_P90_MS} ms`);
      missed += 1;
    }
  } finally {
    await database.drop();
  }
}
if (missed > 0) process.exitCode = 1;
else console.log(`target met: the other learner's auth/me p90 under load < ${TARGET_P90_MS} ms`);
