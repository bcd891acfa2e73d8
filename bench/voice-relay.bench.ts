// The voice-cloning relay (/api/voice-cloning/relay, decision 030) against an ElevenLabs stand-in
// that answers at once (support/instant-elevenlabs.ts), all in one run: each call made to the
// stand-in directly (the baseline a browser gets when the direct call works), the same call through
// the relay with the learner's xi-api-key, and GET /api/auth/me (token + user lookup, the cheapest
// authenticated route of the same server, which the relay's ACTIVE-user guard also runs) as the
// server's baseline. One connection gives the latency the relay adds to a call (p50 and p99);
// 32 connections give the throughput. Calls: GET /v1/user/subscription (the key check),
// POST /v1/text-to-speech/{voice_id} (a 30 KB MP3 answer), and POST /v1/voices/add with a 1 MB
// sample (one connection only: a learner clones once).
// Run: from bench/: npx tsx voice-relay.bench.ts (BENCH_DURATION_S, default 5 s per measurement; BENCH_PORT)
import os from 'node:os';
import {
  CLONED_SPEECH_MODEL,
  CLONED_VOICE_SETTINGS,
  VOICE_PROVIDER_KEY_HEADER,
  VOICE_SAMPLE_FIELD,
  voiceCloningRelayPath,
  voiceProviderPaths,
} from '@tolk/contracts/voice-cloning';
import { startInstantElevenLabs } from './support/instant-elevenlabs';
import { CONNECTIONS, type LoadResult, load, printTable } from './support/load';
import { round } from './support/stats';
import { startTolkServer } from './support/tolk-server';

const PORT = Number(process.env.BENCH_PORT ?? 3431);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const SAMPLE_BYTES = 1024 * 1024;
const MiB = 1048576;

const provider = await startInstantElevenLabs();
const server = await startTolkServer(PORT, {
  VOICE_CLONING_PROVIDER_URL: provider.baseUrl,
  VOICE_CLONING_RELAY: 'true',
  ENGINE_CALLS_PER_MINUTE: '100000000',
  // autocannon drops its open connections when a run ends; the relay then aborts those provider
  // calls and warns about each, which is right but would bury the table.
  LOG_LEVEL: 'error',
});

/** The same call, to the provider and through the relay: its path, method, headers and body. */
interface ProviderCall {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
}

/**
 * An add-voice form with one sample of SAMPLE_BYTES. The sample's bytes are printable ASCII (an
 * ID3 tag, then filler) so the form is a string autocannon can send as it is; a random boundary
 * of 32 hex digits cannot occur in it.
 */
function addVoiceForm(): { contentType: string; body: string } {
  const boundary = `----tolkbench${crypto.randomUUID().replaceAll('-', '')}`;
  const sample = `ID3${'U'.repeat(SAMPLE_BYTES - 3)}`;
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench voice\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="${VOICE_SAMPLE_FIELD}"; filename="sample.mp3"\r\n`,
    `Content-Type: audio/mpeg\r\n\r\n${sample}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

const key = { [VOICE_PROVIDER_KEY_HEADER]: `sk_${'b'.repeat(40)}` };
const auth = { authorization: `Bearer ${server.token}` };
let sentence = 0;
const speech = () =>
  JSON.stringify({
    text: `Dette er setning nummer ${sentence++} i stemmen din.`,
    model_id: CLONED_SPEECH_MODEL,
    voice_settings: CLONED_VOICE_SETTINGS,
  });
const form = addVoiceForm();

const subscription: ProviderCall = {
  name: 'GET /v1/user/subscription',
  path: voiceProviderPaths.subscription,
  method: 'GET',
  headers: key,
};
const textToSpeech: ProviderCall = {
  name: 'POST /v1/text-to-speech/{id} (30 KB)',
  path: `${voiceProviderPaths.textToSpeech('benchVoice01')}?output_format=mp3_44100_128`,
  method: 'POST',
  headers: { ...key, 'content-type': 'application/json', accept: 'audio/mpeg' },
  body: speech,
};
const addVoice: ProviderCall = {
  name: 'POST /v1/voices/add (1 MB sample)',
  path: voiceProviderPaths.addVoice,
  method: 'POST',
  headers: { ...key, 'content-type': form.contentType },
  body: () => form.body,
};

function measure(call: ProviderCall, via: 'direct' | 'relay', connections: number, durationSeconds = DURATION_S) {
  const relayed = via === 'relay';
  return load({
    label: `${call.name} ${relayed ? 'via relay' : 'direct'}, ${connections} conn`,
    url: relayed ? `${server.baseUrl}${voiceCloningRelayPath}${call.path}` : `${provider.baseUrl}${call.path}`,
    method: call.method,
    headers: { ...call.headers, ...(relayed ? auth : {}) },
    body: call.body,
    connections,
    durationSeconds,
  });
}

/** autocannon's percentiles are whole milliseconds; one connection's mean is 1000 / req/s, finer. */
const meanMs = (single: LoadResult) => 1000 / single.requestsPerSecond;

const authMe = (connections: number) =>
  load({
    label: `GET /api/auth/me (server baseline), ${connections} conn`,
    url: `${server.baseUrl}/api/auth/me`,
    headers: auth,
    connections,
    durationSeconds: DURATION_S,
  });

try {
  const residentBefore = server.residentBytes();
  // Warm-up: the relay's code paths, the token check and the HTTP agent's sockets.
  for (const call of [subscription, textToSpeech]) await measure(call, 'relay', CONNECTIONS, 2);
  await measure(addVoice, 'relay', 1, 2);
  const callsBefore = provider.calls();

  const results: LoadResult[] = [];
  const rows: Record<string, number | string>[] = [];
  const meSingle = await authMe(1);
  const meMany = await authMe(CONNECTIONS);
  results.push(meSingle, meMany);
  for (const call of [subscription, textToSpeech, addVoice]) {
    const directSingle = await measure(call, 'direct', 1);
    const relaySingle = await measure(call, 'relay', 1);
    results.push(directSingle, relaySingle);
    const many = call === addVoice ? undefined : await measure(call, 'direct', CONNECTIONS);
    const relayMany = call === addVoice ? undefined : await measure(call, 'relay', CONNECTIONS);
    if (many && relayMany) results.push(many, relayMany);
    rows.push({
      call: call.name,
      'direct p50': directSingle.p50Ms,
      'relay p50': relaySingle.p50Ms,
      'added p50': relaySingle.p50Ms - directSingle.p50Ms,
      'relay p99': relaySingle.p99Ms,
      'direct mean': round(meanMs(directSingle), 2),
      'relay mean': round(meanMs(relaySingle), 2),
      'added mean': round(meanMs(relaySingle) - meanMs(directSingle), 2),
      'relay/me mean': round(meanMs(relaySingle) / meanMs(meSingle), 1),
      'direct req/s': many ? Math.round(many.requestsPerSecond) : '—',
      'relay req/s': relayMany ? Math.round(relayMany.requestsPerSecond) : '—',
      'relay/direct req/s': many && relayMany ? round(relayMany.requestsPerSecond / many.requestsPerSecond, 2) : '—',
      'relay/me req/s': relayMany ? round(relayMany.requestsPerSecond / meMany.requestsPerSecond, 2) : '—',
    });
  }
  const residentAfter = server.residentBytes();
  const relayed = results.filter((result) => result.label.includes('via relay'));
  const relayedRequests = relayed.reduce((sum, result) => sum + result.requestsPerSecond * DURATION_S, 0);

  const [load1, load5] = os.loadavg();
  console.log(
    `\n${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores, load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min)`,
  );
  printTable(results);
  console.log(
    `latency in ms at 1 connection (added = relay − direct; mean = 1000 / req/s), throughput at ${CONNECTIONS} connections; me = GET /api/auth/me`,
  );
  console.table(rows);
  console.log(
    `GET /api/auth/me: p50 ${meSingle.p50Ms} ms, p99 ${meSingle.p99Ms} ms, mean ${meanMs(meSingle).toFixed(2)} ms at 1 connection; ${Math.round(meMany.requestsPerSecond)} req/s at ${CONNECTIONS}`,
  );
  console.log(
    `provider calls during the measurements: ${provider.calls() - callsBefore} (about ${Math.round(relayedRequests)} of them relayed)`,
  );
  console.log(
    `server resident memory: ${(residentBefore / MiB).toFixed(1)} MiB before, ${(residentAfter / MiB).toFixed(1)} MiB after`,
  );

  const failed = results.filter((result) => result.errors + result.non2xx > 0);
  if (failed.length > 0) {
    console.error(`FAILED: errors or non-2xx answers in ${failed.map((result) => result.label).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('no errors, every answer 2xx (latency and throughput reported)');
  }
} finally {
  server.stop();
  provider.close();
}
