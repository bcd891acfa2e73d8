// Translation through the API against an instant OpenAI-compatible server, all in one run:
// the server's overhead on top of the engine (cache misses) and translation-memory hits.

import { startInstantOpenAi } from './support/fake-openai';
import { CONNECTIONS, load, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { memoryHitP99Ms: 5, overheadP50Ms: 10 };

const engine = await startInstantOpenAi();
const server = await startTolkServer(3392, {
  OPENAI_BASE_URL: engine.baseUrl,
  TRANSLATE_MODEL: 'bench',
  TRANSLATION_ENGINES: 'openai',
  ENGINE_CALLS_PER_MINUTE: '100000000',
  ENGINE_CONCURRENCY: String(CONNECTIONS),
  // One learner on every connection: their share is every slot, as before slots were shared per learner.
  ENGINE_CONCURRENCY_PER_USER: String(CONNECTIONS),
});
try {
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const translate = (text: string) => JSON.stringify({ text, direction: 'en-es' });
  let counter = 0;
  const unique = () => translate(`Sentence number ${counter++} for the benchmark`);

  await load({
    label: 'warm-up',
    url: `${server.baseUrl}/api/text-translate`,
    method: 'POST',
    headers,
    body: unique,
    durationSeconds: 3,
  });
  const direct = await load({
    label: 'engine alone: POST /v1/chat/completions',
    url: `${engine.baseUrl}/chat/completions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: `x ${counter++}` }] }),
    durationSeconds: DURATION_S,
  });
  // One connection: the time Tolk adds to each engine call, without queueing behind other requests.
  const directSingle = await load({
    label: 'engine alone, 1 connection',
    url: `${engine.baseUrl}/chat/completions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: `x ${counter++}` }] }),
    durationSeconds: DURATION_S,
    connections: 1,
  });
  const missesSingle = await load({
    label: 'text-translate, new text, 1 connection',
    url: `${server.baseUrl}/api/text-translate`,
    method: 'POST',
    headers,
    body: unique,
    durationSeconds: DURATION_S,
    connections: 1,
  });
  const callsBefore = engine.calls();
  const misses = await load({
    label: 'POST /api/text-translate, every text new (engine call)',
    url: `${server.baseUrl}/api/text-translate`,
    method: 'POST',
    headers,
    body: unique,
    durationSeconds: DURATION_S,
  });
  const engineCalls = engine.calls() - callsBefore;
  // The same server's cheapest route under the same load: what the machine allows right now.
  const bare = await load({
    label: 'GET /api/public/health-simple (bare route, baseline)',
    url: `${server.baseUrl}/api/public/health-simple`,
    durationSeconds: DURATION_S,
  });
  const hits = await load({
    label: 'POST /api/text-translate, same text (memory hit)',
    url: `${server.baseUrl}/api/text-translate`,
    method: 'POST',
    headers,
    body: () => translate('Hello, how are you?'),
    durationSeconds: DURATION_S,
  });

  // One connection: a hit's own time, with nothing queued before it.
  const hitsSingle = await load({
    label: 'POST /api/text-translate, same text, 1 connection',
    url: `${server.baseUrl}/api/text-translate`,
    method: 'POST',
    headers,
    body: () => translate('Hello, how are you?'),
    durationSeconds: DURATION_S,
    connections: 1,
  });

  console.log(`\n${DURATION_S} s each, embedded PGlite; ${CONNECTIONS} connections unless marked`);
  printTable([directSingle, missesSingle, direct, misses, bare, hits, hitsSingle]);
  const overhead = missesSingle.p50Ms - directSingle.p50Ms;
  console.log(
    `under ${CONNECTIONS} connections the p50 difference is ${misses.p50Ms - direct.p50Ms} ms (queueing included)`,
  );
  console.log(
    `engine calls during the miss run: ${engineCalls} for ${Math.round(misses.requestsPerSecond * DURATION_S)} requests`,
  );
  console.log(`server overhead on top of the engine, p50 at 1 connection: ${overhead} ms`);
  console.log(
    `memory hits are ${(hits.requestsPerSecond / misses.requestsPerSecond).toFixed(2)}× the throughput of misses`,
  );
  console.log(
    `memory hits run at ${(hits.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}× the bare route's throughput, p99 ${hits.p99Ms} ms vs ${bare.p99Ms} ms`,
  );
  console.log(`a memory hit alone (1 connection): p50 ${hitsSingle.p50Ms} ms, p99 ${hitsSingle.p99Ms} ms`);
  console.log(`server resident memory after the run: ${(server.residentBytes() / 1048576).toFixed(1)} MiB`);

  const missed = [
    hits.p99Ms >= TARGET.memoryHitP99Ms && `memory hit p99 ${hits.p99Ms} ms >= ${TARGET.memoryHitP99Ms} ms`,
    overhead >= TARGET.overheadP50Ms && `overhead p50 ${overhead} ms >= ${TARGET.overheadP50Ms} ms`,
    misses.errors + misses.non2xx + hits.errors + hits.non2xx > 0 && 'errors or non-2xx answers',
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`TARGET MISSED: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('targets met: memory hit p99 < 5 ms, overhead p50 < 10 ms, no errors');
  }
} finally {
  server.stop();
  engine.close();
}
