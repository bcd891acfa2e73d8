// The first page of GET /api/user/phrases (the list is paged by cursor, 50 a page) for a learner
// with 100 saved phrases and one with 10,000, and the last page of the 10,000, against a bare route
// of the same server under the same load in the same run, so the ratios hold on a noisy machine.
// A keyset page costs the same whatever the history: the 10,000 / 100 ratio should stay near 1.
// The phrases are saved through the API as the translator saves them (text, translation, the
// translation's MP3 from /api/text-to-speech), so each listed phrase carries its audio URL.
// Run: npm run bench (or from bench/: npx tsx phrases-list.bench.ts)
import os from 'node:os';
import { LoginResponse, RegisterResponse } from '@tolk/contracts/accounts';
import { cursorPageSearch, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';
import { PhrasesResponse } from '@tolk/contracts/phrases';
import { TextToSpeechResponse } from '@tolk/contracts/speech';
import { CONNECTIONS, type LoadResult, load, loadInRounds, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
/** Turns each target takes; the table shows their mean req/s and median latencies. */
const ROUNDS = 4;
const SMALL = 100;
const LARGE = 10_000;
/** Saves in flight at once while filling the lists: quick, without queueing hundreds of requests. */
const SAVES_IN_FLIGHT = 8;

const server = await startTolkServer(3393, { ENGINE_CALLS_PER_MINUTE: '100000000' });
try {
  const request = async (path: string, init: { method?: string; token?: string; body?: object }) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };

  /** A second learner, registered and approved through the API as a person would be. */
  const learnerToken = async (): Promise<string> => {
    const account = { email: 'learner@tolk.test', password: 'learner-password', name: 'Learner' };
    const { user } = RegisterResponse.parse(await request('/api/auth/register', { body: account }));
    await request(`/api/admin/users/${user.id}/status`, {
      method: 'PATCH',
      token: server.token,
      body: { status: 'ACTIVE' },
    });
    const login = LoginResponse.parse(await request('/api/auth/login', { body: account }));
    if (login.status !== 'SUCCESS') throw new Error(`sign-in failed: ${login.message}`);
    return login.token;
  };

  const spoken = TextToSpeechResponse.parse(
    await request('/api/text-to-speech', {
      token: server.token,
      body: { text: 'I would like a cup of coffee', languageCode: 'en' },
    }),
  );
  const fill = async (token: string, count: number) => {
    let next = 0;
    const saveUntilFull = async () => {
      for (let index = next++; index < count; index = next++) {
        await request('/api/user/phrases', {
          token,
          body: {
            text: `Jeg vil gjerne ha kaffe nummer ${index}`,
            translation: `I would like coffee number ${index}`,
            sourceLanguage: 'no',
            targetLanguage: 'en',
            originalAudioBlob: '',
            translatedAudioBase64: spoken.audioBase64,
          },
        });
      }
    };
    await Promise.all(Array.from({ length: SAVES_IN_FLIGHT }, saveUntilFull));
  };

  const filled = performance.now();
  const smallToken = await learnerToken();
  await fill(smallToken, SMALL);
  await fill(server.token, LARGE);
  const fillSeconds = (performance.now() - filled) / 1000;

  const listUrl = `${server.baseUrl}/api/user/phrases`;
  const firstPage = async (token: string, expectedTotal: number) => {
    const response = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
    const page = PhrasesResponse.parse(await response.json());
    if (page.phrases.length !== PAGE_LIMIT_DEFAULT || !page.nextCursor) {
      throw new Error(`the first page of ${expectedTotal} holds ${page.phrases.length} phrases`);
    }
    return Number(response.headers.get('content-length') ?? 0);
  };
  const pageBytes = await firstPage(smallToken, SMALL);
  await firstPage(server.token, LARGE);

  // Walk the large list to its last page: every phrase once, and the cursor of the deepest page.
  let walked = 0;
  let cursor: string | null = null;
  let lastCursor: string | null = null;
  do {
    const page = PhrasesResponse.parse(
      await request(`/api/user/phrases${cursorPageSearch({ limit: PAGE_LIMIT_MAX, cursor })}`, { token: server.token }),
    );
    walked += page.phrases.length;
    if (page.nextCursor) lastCursor = page.nextCursor;
    cursor = page.nextCursor;
  } while (cursor);
  if (walked !== LARGE) throw new Error(`walking the pages listed ${walked} phrases, not ${LARGE}`);

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const targets = [
    {
      label: 'GET /api/public/health-simple (bare route, baseline)',
      url: `${server.baseUrl}/api/public/health-simple`,
    },
    { label: `GET /api/user/phrases first page (${SMALL} phrases)`, url: listUrl, headers: auth(smallToken) },
    { label: `GET /api/user/phrases first page (${LARGE} phrases)`, url: listUrl, headers: auth(server.token) },
    {
      label: `GET /api/user/phrases?limit=${PAGE_LIMIT_MAX}&cursor= last page (${LARGE} phrases)`,
      url: `${listUrl}${cursorPageSearch({ limit: PAGE_LIMIT_MAX, cursor: lastCursor })}`,
      headers: auth(server.token),
    },
  ];
  await load({ label: 'warm-up', url: listUrl, headers: auth(server.token), durationSeconds: 3 });
  // The machine is shared: the targets take turns, round after round (support/load.ts).
  const [bare, small, large, deepest] = (await loadInRounds(targets, {
    rounds: ROUNDS,
    durationSeconds: DURATION_S,
  })) as [LoadResult, LoadResult, LoadResult, LoadResult];

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`,
  );
  console.log(
    `${SMALL + LARGE} phrases saved through the API in ${fillSeconds.toFixed(1)} s; a first page of ${PAGE_LIMIT_DEFAULT} is ${(pageBytes / 1024).toFixed(1)} KiB of JSON`,
  );
  printTable([bare, small, large, deepest]);
  const ofBare = (result: LoadResult) => (result.requestsPerSecond / bare.requestsPerSecond).toFixed(3);
  console.log(
    `first page, ${LARGE} vs ${SMALL} phrases: req/s ratio ${(large.requestsPerSecond / small.requestsPerSecond).toFixed(3)}, p50 ${large.p50Ms} ms vs ${small.p50Ms} ms, p99 ${large.p99Ms} ms vs ${small.p99Ms} ms`,
  );
  console.log(
    `against the bare route (p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms): ${SMALL} phrases ${ofBare(small)}, ${LARGE} phrases ${ofBare(large)}, last page of ${LARGE} ${ofBare(deepest)} of its req/s`,
  );

  const failures = [bare, small, large, deepest].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  if (failures > 0) {
    console.error(`FAIL: ${failures} errors or non-2xx answers`);
    process.exitCode = 1;
  } else {
    console.log('no errors; no throughput target is set, the figures above are the measurement');
  }
} finally {
  server.stop();
}
