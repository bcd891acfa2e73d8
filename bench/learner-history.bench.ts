// A learner's tenth year against their first week (issue 27, decision 037): every learner route
// for a learner with 100 study words and one with 50,000, each word but every tenth an FSRS card
// with ten review logs, plus dialogue entries; on the embedded PGlite and, with
// BENCH_DATABASE_URL (a PostgreSQL server URL; a fresh database is made and dropped), on PostgreSQL.
// Per route: the p50 of lone requests one after another (what the learner feels) at both sizes,
// and at 50,000 words the req/s of 32 connections as a share of GET /api/auth/me on the same server,
// each route's turn against the auth/me turn just before it (what a school on one server feels). Targets: at 50,000 no route's lone p50
// above 1.5× its value at 100 nor, on PGlite, above 20 ms; every route at least 0.05 of auth/me.
// The rows are seeded with SQL while the server is stopped, triggers off, then counted once by
// the repair's function (decision 037); the first request of each learner makes their streak summary, so each route is
// asked a few times before it is timed.
// Lists are asked for pages of 20, which the small learner's due list fills as well.
// Run: from bench/: npx tsx learner-history.bench.ts
//   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL too;
//    BENCH_DURATION_S, default 3 s per turn; BENCH_LONE, default 40 lone requests per route and size;
//    BENCH_ROUTES, comma-separated parts of route names to measure only those, auth/me always kept)
import os from 'node:os';
import {
  type Database,
  embedded,
  json,
  LOGS_PER_CARD,
  learnerSql,
  lexiconSql,
  postgres,
  secondLearner,
  signIn,
  stopped,
} from './support/learner-seed';
import { CONNECTIONS, combine, type LoadResult, type LoadTarget, load, untilServerSettles } from './support/load';
import { median } from './support/stats';
import { startTolkServer } from './support/tolk-server';

const PORT = Number(process.env.BENCH_PORT ?? 3417);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const LONE = Number(process.env.BENCH_LONE ?? 40);
const ROUNDS = 2;
const SMALL = 100;
const LARGE = 50_000;
const ENTRIES = { [SMALL]: 100, [LARGE]: 10_000 } as Record<number, number>;
/** Pages of 20: the small learner's due list (some 22 cards) fills one too, so both sizes list as many rows. */
const PAGE = 'limit=20';
const TARGETS = { lonePerSmall: 1.5, loneMsPglite: 20, shareOfMe: 0.05 };

const ONLY = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);

/** The learner routes, by name, as one learner's requests (BENCH_ROUTES keeps some and the baseline). */
function routes(baseUrl: string, wordId: string): { name: string; path: string; method?: 'POST' }[] {
  return allRoutes(baseUrl, wordId).filter(
    (route, index) => index === 0 || ONLY.length === 0 || ONLY.some((part) => route.name.includes(part)),
  );
}

function allRoutes(baseUrl: string, wordId: string): { name: string; path: string; method?: 'POST' }[] {
  const api = `${baseUrl}/api`;
  return [
    { name: 'GET auth/me (baseline)', path: `${api}/auth/me` },
    { name: 'study-statistics', path: `${api}/unified-dictionary/study-statistics?timeZone=Europe%2FOslo` },
    {
      name: 'practice-words (10)',
      path: `${api}/unified-dictionary/practice-words?limit=10&sourceLanguage=no&targetLanguage=en`,
    },
    { name: 'words-due-for-review, first page', path: `${api}/unified-dictionary/words-due-for-review?${PAGE}` },
    { name: 'user-words, first page', path: `${api}/unified-dictionary/user-words?${PAGE}` },
    { name: 'vocabulary-words, first page', path: `${api}/unified-dictionary/vocabulary-words?${PAGE}` },
    {
      name: 'vocabulary-words?language=no',
      path: `${api}/unified-dictionary/vocabulary-words?language=no&${PAGE}`,
    },
    { name: '/api/user/stats', path: `${api}/user/stats` },
    { name: 'dictionary entry', path: `${api}/unified-dictionary/entry/ord5?language=no` },
    { name: 'check-studying', path: `${api}/unified-dictionary/check-studying/ord5?language=no` },
    { name: 'dialogue history, first page', path: `${api}/dialogue/history/no` },
    { name: 'dialogue stats', path: `${api}/dialogue/stats/no` },
    {
      name: 'practice-result (POST)',
      path: `${api}/unified-dictionary/practice-result/${wordId}?isCorrect=true`,
      method: 'POST',
    },
  ];
}

/** The median of `count` lone requests, one after another, after five unmeasured ones. */
async function loneP50(url: string, headers: Record<string, string>, method: 'GET' | 'POST', count: number) {
  const times: number[] = [];
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { method, headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (index >= 5) times.push(performance.now() - started);
  }
  return median(times);
}

interface RouteFigures {
  name: string;
  smallMs: number;
  largeMs: number;
  load?: LoadResult;
  /** auth/me in the turns just before this route's. */
  baseline?: LoadResult;
}

async function measure(database: Database): Promise<{ rows: RouteFigures[]; seedSeconds: number; me: LoadResult }> {
  const env = { ...database.env, ENGINE_CALLS_PER_MINUTE: '100000000' };
  const first = await startTolkServer(PORT, env);
  const large = (
    (await json(
      await fetch(`${first.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${first.token}` } }),
    )) as {
      user: { id: string };
    }
  ).user.id;
  const small = await secondLearner(first);
  await stopped(first);

  const seeding = performance.now();
  // Row triggers counting 500,000 rows into one learner's few count rows in one statement would
  // rewrite each row 50,000 times: as a bulk import would, the seed turns them off and counts once.
  await database.exec(`set session_replication_role = replica;
    ${lexiconSql(LARGE)}${learnerSql(small, SMALL, ENTRIES[SMALL] ?? 0)}${learnerSql(large, LARGE, ENTRIES[LARGE] ?? 0)}
    set session_replication_role = origin;
    select tolk_recount_learner_statistics();
    analyze;`);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = await startTolkServer(PORT, env);
  try {
    const tokens: Record<number, string> = {
      [SMALL]: await signIn(server, 'small@tolk.test', 'small-password'),
      [LARGE]: server.token,
    };
    const auth = (size: number) => ({ authorization: `Bearer ${tokens[size]}` });
    const firstWord = async (size: number) => {
      const page = (await json(
        await fetch(`${server.baseUrl}/api/unified-dictionary/vocabulary-words?limit=1`, { headers: auth(size) }),
      )) as { words: { id: string }[]; total: number };
      if (page.total !== size) throw new Error(`the learner of ${size} lists ${page.total} words`);
      return page.words[0]?.id ?? '';
    };
    const smallRoutes = routes(server.baseUrl, await firstWord(SMALL));
    const largeRoutes = routes(server.baseUrl, await firstWord(LARGE));
    const rows: RouteFigures[] = [];
    for (const [index, route] of smallRoutes.entries()) {
      const largeRoute = largeRoutes[index] ?? route;
      const method = route.method ?? 'GET';
      rows.push({
        name: route.name,
        smallMs: await loneP50(route.path, auth(SMALL), method, LONE),
        largeMs: await loneP50(largeRoute.path, auth(LARGE), method, LONE),
      });
    }
    const settle = () => untilServerSettles(server.baseUrl, auth(LARGE));
    const targets: LoadTarget[] = largeRoutes.map((route) => ({
      label: route.name,
      url: route.path,
      method: route.method ?? 'GET',
      headers: auth(LARGE),
    }));
    await settle();
    // Each route's turn follows a turn of auth/me, and its share is taken against that baseline: the machine's
    // speed drifts by a fifth between turns, so a baseline measured minutes away says little about this turn.
    const [baseline, ...learnerTargets] = targets;
    if (!baseline) throw new Error('no auth/me baseline');
    const turns = learnerTargets.map(() => ({ me: [] as LoadResult[], route: [] as LoadResult[] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = [...learnerTargets.keys()];
      if (round % 2 === 1) order.reverse();
      for (const index of order) {
        const turn = turns[index];
        const target = learnerTargets[index];
        if (!turn || !target) continue;
        turn.me.push(await load({ ...baseline, durationSeconds: DURATION_S }));
        await settle();
        turn.route.push(await load({ ...target, durationSeconds: DURATION_S }));
        await settle();
      }
    }
    const me = combine(turns.flatMap((turn) => turn.me));
    const [meRow] = rows;
    if (meRow) meRow.load = me;
    for (const [index, turn] of turns.entries()) {
      const row = rows[index + 1];
      if (!row) continue;
      row.load = combine(turn.route);
      row.baseline = combine(turn.me);
    }
    return { rows, seedSeconds, me };
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
    const { rows, seedSeconds, me } = await measure(database);
    console.log(
      `\n${database.kind}: learners of ${SMALL} and ${LARGE} study words (90% with cards, ${LOGS_PER_CARD} logs each; ${ENTRIES[SMALL]} and ${ENTRIES[LARGE]} dialogue entries), seeded in ${seedSeconds.toFixed(0)} s; ${os.cpus().length} cores, shared with other work`,
    );
    console.log(
      `lone p50: median of ${LONE} requests one after another; ${CONNECTIONS} connections: ${ROUNDS} rounds of ${DURATION_S} s at ${LARGE} words`,
    );
    console.log(
      `| route | lone p50 at ${SMALL} | at ${LARGE} | ×  | ${CONNECTIONS} conn. req/s | auth/me req/s, turns before | share of auth/me | p99 | |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const ratio = row.largeMs / row.smallMs;
      const share = (row.load?.requestsPerSecond ?? 0) / (row.baseline ?? me).requestsPerSecond;
      const failures = (row.load?.errors ?? 0) + (row.load?.non2xx ?? 0);
      const misses = [
        ratio > TARGETS.lonePerSmall ? `×${ratio.toFixed(2)} > ${TARGETS.lonePerSmall}` : '',
        database.kind === 'pglite' && row.largeMs > TARGETS.loneMsPglite ? `> ${TARGETS.loneMsPglite} ms` : '',
        share < TARGETS.shareOfMe ? `share < ${TARGETS.shareOfMe}` : '',
        failures > 0 ? `${failures} errors` : '',
      ].filter(Boolean);
      missed += misses.length;
      console.log(
        `| ${row.name} | ${row.smallMs.toFixed(1)} ms | ${row.largeMs.toFixed(1)} ms | ${ratio.toFixed(2)} | ${Math.round(row.load?.requestsPerSecond ?? 0)} | ${Math.round((row.baseline ?? me).requestsPerSecond)} | ${share.toFixed(3)} | ${row.load?.p99Ms ?? '-'} ms | ${misses.length ? `MISSED: ${misses.join(', ')}` : 'ok'} |`,
      );
    }
  } finally {
    await database.drop();
  }
}
if (missed > 0) {
  console.error(`FAIL: ${missed} targets missed`);
  process.exitCode = 1;
} else {
  console.log('every target met');
}
