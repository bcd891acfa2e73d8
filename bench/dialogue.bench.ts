// GET /api/dialogue/history/{languageCode} (first page of 50, and a page 4,000 entries deep) and
// GET /api/dialogue/stats/{languageCode} and /api/dialogue/stats, for a learner with 5,000
// dialogue entries (4,000 in Norwegian, 250 in each of four other languages; every tenth entry
// with a study-list word used), beside another learner with as many, against a bare
// authenticated route (GET /api/auth/me) of the same server under the same load in the same run.
// The rows are seeded with SQL (generate_series) into the server's embedded database while the
// server is stopped: it starts once to create and migrate it, stops, and starts again on the data.
// Run: from bench/: npx tsx dialogue.bench.ts (BENCH_DURATION_S, default 4 s per turn)
// Then the chat turn against a stand-in model that answers at once (support/instant-partner.ts):
// POST /api/dialogue/chat on one connection beside the model's own answers on one connection (the
// server's overhead per turn: the turn asks the model twice, the reply and the message check, at
// the same time), the turns per second on 32 connections, and the first streamed token of
// POST /api/dialogue/chat/stream beside the model's own first chunk (sequential requests).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DialogueHistoryResponse, DialogueStats, DialogueStatsList, dialoguePaths } from '@tolk/contracts/dialogue';
import { LINK_HEADER, nextCursorOfLink } from '@tolk/contracts/link-pages';
import { startInstantPartner } from './support/instant-partner';
import { CONNECTIONS, type LoadResult, load, loadInRounds, printTable, untilServerSettles } from './support/load';
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
const FIRST_TOKEN_SAMPLES = Number(process.env.BENCH_FIRST_TOKEN_SAMPLES ?? 300);
const partner = await startInstantPartner();
const env = {
  DATA_DIR: dataDir,
  ENGINE_CALLS_PER_MINUTE: '100000000',
  OPENAI_BASE_URL: partner.baseUrl,
  CHAT_MODEL: 'bench',
  ENGINE_CONCURRENCY: String(CONNECTIONS),
  // One learner on every connection: their share is every slot, as before slots were shared per learner.
  ENGINE_CONCURRENCY_PER_USER: String(CONNECTIONS),
};

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
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const get = async (url: string) => (await fetchOk(url)).json();
  // A page of the history: the entries, and the next page's cursor from the Link header.
  const historyPage = async (url: string) => {
    const response = await fetchOk(url);
    const entries = DialogueHistoryResponse.parse(await response.json());
    return { entries, nextCursor: nextCursorOfLink(response.headers.get(LINK_HEADER)) };
  };
  const historyUrl = `${server.baseUrl}${dialoguePaths.history('no')}`;
  const page = await historyPage(historyUrl);
  if (page.entries.length !== 50 || !page.nextCursor || !page.entries.some((entry) => entry.reviewedWords.length > 0)) {
    throw new Error(`unexpected first page: ${page.entries.length} entries`);
  }
  // The cursor 3,900 entries deep: 39 pages of 100.
  let deepCursor = '';
  for (let index = 0; index < DEEP / 100; index += 1) {
    const next = await historyPage(`${historyUrl}?limit=100${deepCursor ? `&cursor=${deepCursor}` : ''}`);
    if (!next.nextCursor) throw new Error(`the history ended after ${index + 1} pages of 100`);
    deepCursor = next.nextCursor;
  }
  const deepUrl = `${historyUrl}?cursor=${deepCursor}`;
  const deep = await historyPage(deepUrl);
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
  const settle = () => untilServerSettles(server.baseUrl, auth);
  await load({ label: 'warm-up', url: historyUrl, headers: auth, durationSeconds: 3 });
  await settle();
  const results = await loadInRounds(targets, { rounds: ROUNDS, durationSeconds: DURATION_S, afterEach: settle });
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

  await chatTurns(server, bare);
} finally {
  server.stop();
  partner.close();
}

/** The chat turn's overhead over the model alone, its throughput, and the first streamed token's. */
async function chatTurns(server: TolkServer, bare: LoadResult): Promise<void> {
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  let counter = 0;
  // A new message each time, each starting its conversation: the context stays one turn long.
  const turn = () =>
    JSON.stringify({
      message: `Jeg vil reise til Bergen med toget neste uke, nummer ${counter++}.`,
      languageCode: 'no',
      level: 'A2',
      topic: 'Travel',
      userAudioUrl: null,
    });
  const modelBody = (extra: object) => () =>
    JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: `Hei ${counter++}` }], ...extra });
  const check = {
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'dialogue_message_check', strict: true, schema: { type: 'object' } },
    },
  };
  const chatUrl = `${server.baseUrl}${dialoguePaths.chat}`;
  const first = await fetch(chatUrl, { method: 'POST', headers, body: turn() });
  if (!first.ok) throw new Error(`POST chat: ${first.status} ${await first.text()}`);

  await load({ label: 'warm-up', url: chatUrl, method: 'POST', headers, body: turn, durationSeconds: 3 });
  const modelUrl = `${partner.baseUrl}/chat/completions`;
  const jsonHeaders = { 'content-type': 'application/json' };
  const single = { durationSeconds: DURATION_S * 2, connections: 1, method: 'POST' as const };
  const results = [
    await load({
      label: 'model alone: streamed reply, 1 connection',
      url: modelUrl,
      headers: jsonHeaders,
      body: modelBody({ stream: true }),
      ...single,
    }),
    await load({
      label: 'model alone: message check, 1 connection',
      url: modelUrl,
      headers: jsonHeaders,
      body: modelBody(check),
      ...single,
    }),
    await load({ label: 'POST /api/dialogue/chat, 1 connection', url: chatUrl, headers, body: turn, ...single }),
    await load({
      label: `POST /api/dialogue/chat, ${CONNECTIONS} connections`,
      url: chatUrl,
      method: 'POST',
      headers,
      body: turn,
      durationSeconds: DURATION_S * 2,
    }),
  ];
  const [reply, checked, turnSingle, turnLoaded] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
  printTable(results);
  const modelAlone = Math.max(reply.p50Ms, checked.p50Ms);
  console.log(
    `chat turn on 1 connection: p50 ${turnSingle.p50Ms} ms over the model's ${modelAlone} ms (overhead ${turnSingle.p50Ms - modelAlone} ms), p99 ${turnSingle.p99Ms} ms; on ${CONNECTIONS} connections ${Math.round(turnLoaded.requestsPerSecond)} turns/s, ${(turnLoaded.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} of the bare route's req/s`,
  );

  // The first token: sequential requests, timed to the first piece of the reply.
  const streamUrl = `${server.baseUrl}${dialoguePaths.chatStream}`;
  const viaTolk: number[] = [];
  const direct: number[] = [];
  for (let sample = 0; sample < FIRST_TOKEN_SAMPLES; sample += 1) {
    viaTolk.push(await untilFirst(streamUrl, headers, turn(), 'event: delta'));
    direct.push(await untilFirst(modelUrl, jsonHeaders, modelBody({ stream: true })(), '"content":"S'));
  }
  const tolk = percentiles(viaTolk);
  const model = percentiles(direct);
  console.log(
    `first streamed token over ${FIRST_TOKEN_SAMPLES} sequential turns: chat/stream p50 ${tolk.p50} ms, p99 ${tolk.p99} ms; the model's first chunk p50 ${model.p50} ms, p99 ${model.p99} ms; overhead p50 ${(tolk.p50 - model.p50).toFixed(1)} ms`,
  );
  const failures = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  if (failures > 0 || results.some((result) => result.requestsPerSecond === 0)) {
    console.error(`FAIL: ${failures} errors or non-2xx answers in the chat turns`);
    process.exitCode = 1;
  }
}

/** Milliseconds from sending a request until `marker` appears in its streamed body. */
async function untilFirst(url: string, headers: Record<string, string>, body: string, marker: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let at: number | undefined;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (at === undefined && text.includes(marker)) at = performance.now() - started;
  }
  if (at === undefined) throw new Error(`${url}: no ${marker} in ${text.slice(0, 300)}`);
  return at;
}

function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}
