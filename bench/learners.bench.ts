// Many learners at once against one or two real server processes: register → approval →
// translate, save, list, statistics, build and play a track, delete; then every phrase and track
// the server acknowledged is looked up again. Loopback only, bounded by LEARNERS and DURATION_S.
//
//   LEARNERS=100 DURATION_S=180 npx tsx learners.bench.ts          one instance, embedded database
//   INSTANCES=2 npx tsx learners.bench.ts                           two instances, PostgreSQL + Redis
//   FAULT=pg-restart npx tsx learners.bench.ts                      PostgreSQL restarted half-way
//   FAULT=kill INSTANCES=2 npx tsx learners.bench.ts                one instance killed (-9) half-way
//
// The outage variants allow 503 (with Retry-After) and unanswered requests while the fault lasts;
// every other non-2xx answer, and every acknowledged item missing at the end, fails the run.

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Balancer, sleep } from './support/balancer';
import { startInstantOpenAi } from './support/fake-openai';
import { type Acknowledged, enrol, listAll, study } from './support/learner';
import { RouteRecorder } from './support/route-recorder';
import { memoryBreakdown, startTolkServer, type TolkServer } from './support/tolk-server';

const LEARNERS = Number(process.env.LEARNERS ?? 100);
const DURATION_S = Number(process.env.DURATION_S ?? 180);
const INSTANCES = Number(process.env.INSTANCES ?? 1);
const THINK_MS = Number(process.env.THINK_MS ?? 1000);
const FAULT = (process.env.FAULT ?? 'none') as 'none' | 'pg-restart' | 'kill';
const usePostgres = INSTANCES > 1 || FAULT === 'pg-restart' || process.env.BENCH_DATABASE === 'postgres';
const POSTGRES = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
// BENCH_PORT moves both instances (to BENCH_PORT and the next), for a machine where others run benches too.
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3381);
const PORTS = [FIRST_PORT, FIRST_PORT + 1];

if (!['none', 'pg-restart', 'kill'].includes(FAULT)) throw new Error(`FAULT must be none, pg-restart or kill`);

const engine = await startInstantOpenAi();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-learners-'));
const env: Record<string, string> = {
  OPENAI_BASE_URL: engine.baseUrl,
  TRANSLATE_MODEL: 'bench',
  TRANSLATION_ENGINES: 'openai',
  ENGINE_CALLS_PER_MINUTE: '100000000',
  // One address registers every learner here; the limits that guard a public server are lifted.
  REGISTER_MAX_PER_HOUR: '100000',
  REGISTER_MAX_PER_HOUR_TOTAL: '100000',
  REGISTER_MAX_PER_HOUR_PER_NETWORK: '100000',
  // Both instances keep their blobs in one directory, as they would on a shared volume.
  DATA_DIR: dataDir,
  ...(usePostgres ? { DATABASE_URL: `${POSTGRES}/tolk_bench`, REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
};
if (usePostgres) {
  psql('drop database if exists tolk_bench with (force)');
  psql('create database tolk_bench');
}

const servers: TolkServer[] = [];
for (const port of PORTS.slice(0, INSTANCES)) servers.push(await startTolkServer(port, env));
const baseUrls = servers.map((server) => server.baseUrl);
const recorder = new RouteRecorder();
const api = new Balancer(baseUrls, recorder);
const adminToken = servers[0]?.token as string;
const startMemory = await Promise.all(servers.map(memoryBreakdown));

try {
  const speech = await api.call('POST /api/text-to-speech', '/api/text-to-speech', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: '¿Dónde está la estación de tren?', languageCode: 'es' }),
  });
  const clipBase64 = (speech?.body as { audioBase64?: string } | undefined)?.audioBase64;
  if (!clipBase64) throw new Error(`no clip from text-to-speech: ${JSON.stringify(speech?.status)}`);

  const tokens: string[] = [];
  for (let first = 0; first < LEARNERS; first += 10) {
    const batch = Array.from({ length: Math.min(10, LEARNERS - first) }, (_, i) => enrol(api, adminToken, first + i));
    tokens.push(...(await Promise.all(batch)));
  }

  const acknowledged: Acknowledged[] = tokens.map(() => ({
    phraseIds: new Set(),
    trackIds: new Set(),
    uncertain: new Set(),
  }));
  const started = Date.now();
  const until = started + DURATION_S * 1000;
  const fault = injectFault(started + (DURATION_S * 1000) / 2);
  await Promise.all(
    tokens.map((token, index) =>
      study({
        api,
        token,
        index,
        clipBase64,
        until,
        thinkMs: THINK_MS,
        acknowledged: acknowledged[index] as Acknowledged,
      }),
    ),
  );
  const elapsedS = (Date.now() - started) / 1000;
  const faultNote = await fault;

  const verifyRecorder = new RouteRecorder();
  const verify = new Balancer(
    servers.map((server) => server.baseUrl),
    verifyRecorder,
  );
  let lostPhrases = 0;
  let lostTracks = 0;
  let missingAudio = 0;
  let keptPhrases = 0;
  let keptTracks = 0;
  for (const [index, token] of tokens.entries()) {
    const mine = acknowledged[index] as Acknowledged;
    const phrases = await listAll(verify, token, '/api/user/phrases', 'phrases');
    const tracks = await listAll(verify, token, '/api/user/audio-tracks', 'tracks');
    for (const id of mine.phraseIds) phrases.has(id) ? keptPhrases++ : lostPhrases++;
    for (const id of mine.trackIds) tracks.has(id) ? keptTracks++ : lostTracks++;
    for (const id of mine.trackIds) {
      const audio = await verify.call('GET track audio (verify)', `/api/user/audio-tracks/${id}/audio`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (audio?.status !== 200 || audio.bytes === 0) missingAudio++;
    }
  }

  const database = usePostgres ? 'PostgreSQL + Redis' : 'embedded PGlite';
  console.log(
    `\n${LEARNERS} learners × ${elapsedS.toFixed(0)} s, think time ~${THINK_MS} ms, ${INSTANCES} instance(s), ${database}, fault: ${FAULT}${faultNote}`,
  );
  console.table(recorder.table(elapsedS));
  const allowUnavailable = FAULT !== 'none';
  const failures = recorder.failures({ allowUnavailable });
  console.log(
    `requests ${recorder.total()} (${(recorder.total() / elapsedS).toFixed(1)} req/s); failures ${failures}` +
      (allowUnavailable ? ' (503 and unanswered requests during the fault allowed)' : ''),
  );
  console.log(
    `acknowledged phrases kept ${keptPhrases}, lost ${lostPhrases}; tracks kept ${keptTracks}, lost ${lostTracks}; track audio missing ${missingAudio}`,
  );
  for (const [index, server] of servers.entries())
    console.log(
      `${server.baseUrl} resident memory ${(server.residentBytes() / 1048576).toFixed(0)} MiB; at the start ${startMemory[index]}; now ${await memoryBreakdown(server)}`,
    );
  if (failures + lostPhrases + lostTracks + missingAudio > 0) {
    console.error('TARGET MISSED: errors or lost data');
    process.exitCode = 1;
  } else {
    console.log('target met: no errors, nothing acknowledged was lost');
  }
} finally {
  for (const server of servers) server.stop();
  engine.close();
}

/** Waits until `at`, then breaks something; resolves with a note of what happened. */
async function injectFault(at: number): Promise<string> {
  if (FAULT === 'none') return '';
  await sleep(Math.max(0, at - Date.now()));
  if (FAULT === 'pg-restart') {
    const began = Date.now();
    const cluster = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n')[0] as string;
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart']);
    return ` (PostgreSQL down and back in ${((Date.now() - began) / 1000).toFixed(1)} s)`;
  }
  const victim = servers[0] as TolkServer;
  await victim.crash();
  if (INSTANCES > 1) return ` (instance ${victim.baseUrl} killed with SIGKILL, not restarted)`;
  const began = Date.now();
  servers[0] = await startTolkServer(PORTS[0] as number, env);
  return ` (killed with SIGKILL and started again in ${((Date.now() - began) / 1000).toFixed(1)} s)`;
}

function psql(command: string): void {
  execFileSync('psql', [`${POSTGRES}/postgres`, '-q', '-c', command], { stdio: 'inherit' });
}
