// GET /api/user/phrases for a user with 1,000 saved phrases, against a bare route of the same
// server under the same load in the same run, so the ratio holds on a noisy machine. The phrases
// are saved through the API as the translator saves them (text, translation, the translation's MP3
// from /api/text-to-speech), so each listed phrase carries its audio URL. Run: npm run bench
import os from 'node:os';
import { PhrasesResponse } from '@tolk/contracts/phrases';
import { TextToSpeechResponse } from '@tolk/contracts/speech';
import { CONNECTIONS, load, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const PHRASE_COUNT = 1000;
/** Saves in flight at once while filling the list: quick, without queueing hundreds of requests. */
const SAVES_IN_FLIGHT = 8;

const server = await startTolkServer(3393, { ENGINE_CALLS_PER_MINUTE: '100000000' });
try {
  const auth = { authorization: `Bearer ${server.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const post = async (path: string, body: object): Promise<unknown> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const filled = performance.now();
  const spoken = TextToSpeechResponse.parse(
    await post('/api/text-to-speech', { text: 'I would like a cup of coffee', languageCode: 'en' }),
  );
  let next = 0;
  const saveUntilFull = async () => {
    for (let index = next++; index < PHRASE_COUNT; index = next++) {
      await post('/api/user/phrases', {
        text: `Jeg vil gjerne ha kaffe nummer ${index}`,
        translation: `I would like coffee number ${index}`,
        sourceLanguage: 'no',
        targetLanguage: 'en',
        originalAudioBlob: '',
        translatedAudioBase64: spoken.audioBase64,
      });
    }
  };
  await Promise.all(Array.from({ length: SAVES_IN_FLIGHT }, saveUntilFull));
  const fillSeconds = (performance.now() - filled) / 1000;

  const url = `${server.baseUrl}/api/user/phrases`;
  const sample = await fetch(url, { headers: auth });
  const bodyBytes = Number(sample.headers.get('content-length') ?? 0);
  const listed = PhrasesResponse.parse(await sample.json()).phrases.length;
  if (listed !== PHRASE_COUNT) throw new Error(`the list holds ${listed} phrases, not ${PHRASE_COUNT}`);

  const residentBeforeLoad = server.residentBytes();
  await load({ label: 'warm-up', url, headers: auth, durationSeconds: 3 });
  const bare = await load({
    label: 'GET /api/public/health-simple (bare route, baseline)',
    url: `${server.baseUrl}/api/public/health-simple`,
    durationSeconds: DURATION_S,
  });
  const list = await load({
    label: `GET /api/user/phrases (${PHRASE_COUNT} phrases)`,
    url,
    headers: auth,
    durationSeconds: DURATION_S,
  });

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`);
  console.log(
    `${PHRASE_COUNT} phrases saved through the API in ${fillSeconds.toFixed(1)} s; the list is ${(bodyBytes / 1024).toFixed(0)} KiB of JSON`,
  );
  printTable([bare, list]);
  console.log(
    `/api/user/phrases throughput is ${((list.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of the bare route's (ratio ${(list.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}), p50 ${list.p50Ms} ms vs ${bare.p50Ms} ms, p99 ${list.p99Ms} ms vs ${bare.p99Ms} ms`,
  );
  console.log(
    `that is ${((list.requestsPerSecond * bodyBytes) / 1048576).toFixed(1)} MiB/s of phrases served, ${Math.round(list.requestsPerSecond * PHRASE_COUNT)} phrases/s`,
  );
  console.log(
    `server resident memory: ${(residentBeforeLoad / 1048576).toFixed(1)} MiB with the phrases saved, ${(server.residentBytes() / 1048576).toFixed(1)} MiB after the run`,
  );

  if (list.errors + list.non2xx + bare.errors + bare.non2xx > 0) {
    console.error(`FAIL: ${list.errors + bare.errors} errors and ${list.non2xx + bare.non2xx} non-2xx answers`);
    process.exitCode = 1;
  } else {
    console.log('no errors; no throughput target is set for the list, the figures above are the measurement');
  }
} finally {
  server.stop();
}
