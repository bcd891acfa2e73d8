// GET /api/dialogue/history/{languageCode} (first page of 50, and a page 4,000 entries deep) and
// GET /api/dialogue/stats/{languageCode} and /api/dialogue/stats, for a learner with 5,000
// dialogue entries (4,000 in Norwegian, 250 in each of four other languages; every tenth entry
// with a study-list word used), beside another learner with as many, against a bare
// authenticated route (GET /api/auth/me) of the same server under the same load in the same run.
// The rows are seeded with SQL (generate_series) into the server's embedded database while the
// server is stopped: it starts once to create and migrate it, stops, and starts again on the data.
// Run: from bench/: npx tsx dialogue.bench.ts (BENCH_DURATION_S, default 4 s per turn)
// TODO(chat turn): the server overhead of POST /api/dialogue/chat and of the first streamed token
// over a stand-in model answering at once (support/fake-openai.ts) belongs here once the chat
// turn has landed.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DialogueHistoryPage, DialogueStats, DialogueStatsList, dialoguePaths } from '@tolk/contracts/dialogue';
import { CONNECTIONS, type LoadResult, load, printTable } from './support/load';
import { startTolkServer, type TolkServer } from './support/tolk-server';

const PORT = Number(process.env.BENCH_PORT ?? 3417);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = 4;
const ENTRIES = 5_000;
const NORWEGIAN = 4_000;
const OTHERS = ['es', 'sv', 'de', 'fr'];
const STUDY_WORDS = 100;
/** How deep the later page is: a cursor past this many of the Norwegian entries. */
const DEEP = 3_900;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-dialogue-'));
const env = { DATA_DIR: dataDir, ENGINE_CALLS_PER_MINUTE: '100000000' };

async function stopped(server: TolkServer): Promise<void> {
  server.stop();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${server.baseUrl}/api/public/health-simple`);
    } catch {
      // Refused: the process has closed its port; give it a moment to close the database.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not stop within 30 s');
}

/**
 * One learner's entries: turns of ten-turn conversations a minute apart, over the last weeks. A
 * conversation id is a version-4 UUID made from the learner and conversation number, as the
 * contract's UUID check wants.
 */
function seedLearner(userId: string): string {
  return `
  insert into dialogue_entries (user_id, conversation_id, language_code, level, topic, user_message, gpt_response,
      corrections, model, word_count, active_seconds, created_at)
    select '${userId}', overlay(overlay(md5('${userId}' || (n / 10)) placing '4' from 13) placing '8' from 17)::uuid,
      case when n <= ${NORWEGIAN} then 'no' else (array[${OTHERS.map((code) => `'${code}'`).join(', ')}])[1 + n % ${OTHERS.length}] end,
      (array['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])[1 + (n / 500) % 6], 'Travel',
      'Jeg vil gjerne reise til Bergen neste sommer, melding nummer ' || n || '.',
      'Så hyggelig! Bergen er en vakker by. Hvordan vil du reise dit, med tog eller fly? Svar ' || n || '.',
      case when n % 3 = 0 then '[{"original":"Jeg vil reise","corrected":"Jeg vil gjerne reise","explanation":"Politer."}]'::jsonb
           else '[]'::jsonb end,
      'bench-model', 8 + n % 7, case when n % 10 = 0 then 30 else 20 + n % 100 end,
      now() - interval '40 days' + n * interval '1 minute'
    from generate_series(1, ${ENTRIES}) n;
  insert into study_words (user_id, language, word, word_key, view_count, created_at)
    select '${userId}', 'no', 'ord' || n, 'ord' || n, 1, now() - interval '60 days'
    from generate_series(1, ${STUDY_WORDS}) n;
  insert into dialogue_word_uses (entry_id, study_word_id, user_id, word, scheduled, created_at)
    select e.id, w.id, e.user_id, w.word, e.i % 20 = 0, e.created_at
    from (select id, user_id, created_at, row_number() over (order by created_at) as i from dialogue_entries
          where user_id = '${userId}') e
    join (select id, word, row_number() over (order by word) - 1 as j from study_words where user_id = '${userId}') w
      on w.j = (e.i / 10) % ${STUDY_WORDS}
    where e.i % 10 = 0;`;
}

const first = await startTolkServer(PORT, env);
const me = (await (
  await fetch(`${first.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${first.token}` } })
).json()) as { user?: { id: string }; id?: string };
const userId = me.user?.id ?? me.id;
if (!userId) throw new Error(`no user id in /api/auth/me: ${JSON.stringify(me)}`);
await stopped(first);

const seeding = performance.now();
const database = new PGlite(path.join(dataDir, 'db'));
const [other] = (
  await database.query<{ id: string }>(
    `insert into users (email, name, password_hash, status, role)
       select 'other@tolk.test', 'Other learner', password_hash, 'ACTIVE', 'USER' from users where id = $1
     returning id`,
    [userId],
  )
).rows;
if (!other) throw new Error('could not add the other learner');
await database.exec(`${seedLearner(userId)}${seedLearner(other.id)} analyze;`);
await database.close();
const seedSeconds = (performance.now() - seeding) / 1000;

const server = await startTolkServer(PORT, env);
try {
  const auth = { authorization: `Bearer ${server.token}` };
  const get = async (url: string) => {
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const historyUrl = `${server.baseUrl}${dialoguePaths.history('no')}`;
  const page = DialogueHistoryPage.parse(await get(historyUrl));
  if (page.entries.length !== 50 || !page.nextCursor || !page.entries.some((entry) => entry.reviewedWords.length > 0)) {
    throw new Error(`unexpected first page: ${page.entries.length} entries`);
  }
  // The cursor 3,900 entries deep: 39 pages of 100.
  let deepCursor = '';
  for (let index = 0; index < DEEP / 100; index += 1) {
    const next: DialogueHistoryPage = DialogueHistoryPage.parse(
      await get(`${historyUrl}?limit=100${deepCursor ? `&cursor=${deepCursor}` : ''}`),
    );
    if (!next.nextCursor) throw new Error(`the history ended after ${index + 1} pages of 100`);
    deepCursor = next.nextCursor;
  }
  const deepUrl = `${historyUrl}?cursor=${deepCursor}`;
  const deep = DialogueHistoryPage.parse(await get(deepUrl));
  const statsUrl = `${server.baseUrl}${dialoguePaths.stats('no')}`;
  const statsAllUrl = `${server.baseUrl}${dialoguePaths.statsAll}`;
  const stats = DialogueStats.parse(await get(statsUrl));
  const statsAll = DialogueStatsList.parse(await get(statsAllUrl));
  if (stats.totalDialogues !== NORWEGIAN || statsAll.length !== 1 + OTHERS.length) {
    throw new Error(`unexpected stats: ${JSON.stringify(stats)} ${JSON.stringify(statsAll)}`);
  }
  if (deep.entries.length !== 50) throw new Error(`unexpected deep page: ${deep.entries.length} entries`);

  const targets = [
    { label: 'GET /api/auth/me (bare authenticated route)', url: `${server.baseUrl}/api/auth/me`, headers: auth },
    { label: `GET history/no first page of 50 (${NORWEGIAN} entries)`, url: historyUrl, headers: auth },
    { label: `GET history/no page of 50, ${DEEP} entries deep`, url: deepUrl, headers: auth },
    { label: `GET stats/no (${NORWEGIAN} entries)`, url: statsUrl, headers: auth },
    { label: `GET stats, every language (${ENTRIES} entries)`, url: statsAllUrl, headers: auth },
  ];
  // autocannon stops at the end of a turn, but the server still answers what it had accepted: wait
  // until it answers a lone request quickly, so no turn starts behind the previous one's queue.
  const settle = async () => {
    for (let tries = 0; tries < 60; tries += 1) {
      const started = performance.now();
      await fetch(`${server.baseUrl}/api/auth/me`, { headers: auth });
      if (performance.now() - started < 50) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await load({ label: 'warm-up', url: historyUrl, headers: auth, durationSeconds: 3 });
  await settle();
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = [...targets.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      rounds[index]?.push(await load({ ...(targets[index] as (typeof targets)[number]), durationSeconds: DURATION_S }));
      await settle();
    }
  }
  const results = rounds.map(combine);
  const [bare, ...dialogue] = results as [LoadResult, ...LoadResult[]];
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`,
  );
  console.log(
    `seeded 2 learners × ${ENTRIES} dialogue entries (${NORWEGIAN} Norwegian) and their word uses with SQL in ${seedSeconds.toFixed(1)} s`,
  );
  printTable(results);
  const ratio = (result: LoadResult) => (result.requestsPerSecond / bare.requestsPerSecond).toFixed(3);
  console.log(
    `against the bare route (p99 ${bare.p99Ms} ms): ${dialogue
      .map((result) => `${result.label}: p99 ${result.p99Ms} ms, ${ratio(result)} of its req/s`)
      .join('; ')}`,
  );
  const failures = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  const silent = results.filter((result) => result.requestsPerSecond === 0);
  if (silent.length > 0) {
    console.error(`FAIL: no answer completed within a turn for ${silent.map((result) => result.label).join(', ')}`);
    process.exitCode = 1;
  } else if (failures > 0) {
    console.error(`FAIL: ${failures} errors or non-2xx answers`);
    process.exitCode = 1;
  } else {
    console.log('no errors; no latency target is set, the figures above are the measurement');
  }
} finally {
  server.stop();
}

/** One target's rounds as one row: mean req/s, median p50 and p99, every error counted. */
function combine(results: LoadResult[]): LoadResult {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    label: results[0]?.label ?? '',
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
