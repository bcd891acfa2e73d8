// GET /api/unified-dictionary/words-due-for-review (first page, 50 cards) and practice-words
// (10 words, due first, each with its answer from the lexicon) for a learner with 10,000 study
// words, each an FSRS card, and 100,000 review logs, against a bare authenticated route
// (GET /api/auth/me) of the same server under the same load in the same run.
// The learner's rows are seeded with SQL (generate_series) into the server's embedded database
// while the server is stopped: the server starts once to create and migrate it, stops, and starts
// again on the seeded data. Half the cards are due (overdue by up to 30 days), half in the future.
// Run: from bench/: npx tsx vocabulary.bench.ts (BENCH_DURATION_S, default 4 s per turn)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { WordsDueForReviewResponse } from '@tolk/contracts/vocabulary';
import { PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import { CONNECTIONS, type LoadResult, load, loadInRounds, printTable, untilServerSettles } from './support/load';
import { startTolkServer, type TolkServer } from './support/tolk-server';

const PORT = Number(process.env.BENCH_PORT ?? 3416);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = 4;
const CARDS = 10_000;
const LOGS = 100_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-vocabulary-'));
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

const first = await startTolkServer(PORT, env);
const me = (await (
  await fetch(`${first.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${first.token}` } })
).json()) as { user?: { id: string }; id?: string };
const userId = me.user?.id ?? me.id;
if (!userId) throw new Error(`no user id in /api/auth/me: ${JSON.stringify(me)}`);
await stopped(first);

const seeding = performance.now();
const database = new PGlite(path.join(dataDir, 'db'));
// The kept counts' row triggers are off while 10,000 words go in at once, and counted once after (decision 037).
await database.exec(`
  set session_replication_role = replica;
  insert into lexicon_sources (format, language, file_name, content_hash, status, entries, attribution)
    values ('vuizur-tsv', 'no', 'bench.tsv', 'bench', 'imported', ${CARDS},
      '{"name":"bench","licence":"none","url":"http://bench"}');
  insert into study_words (user_id, language, word, word_key, view_count, created_at)
    select '${userId}', 'no', 'ord' || n, 'ord' || n, 1, now() - interval '60 days' + n * interval '1 minute'
    from generate_series(1, ${CARDS}) n;
  insert into lexicon_entries (source_id, language, headword, headword_key, part_of_speech, senses)
    select (select id from lexicon_sources where file_name = 'bench.tsv'), 'no', 'ord' || n, 'ord' || n, 'noun',
      jsonb_build_array(jsonb_build_object('gloss', 'a word number ' || n, 'examples', '[]'::jsonb))
    from generate_series(1, ${CARDS}) n;
  insert into vocabulary_cards (study_word_id, user_id, due, stability, difficulty, elapsed_days, scheduled_days,
      learning_steps, reps, lapses, state, last_review, answer_count, correct_count, correct_streak)
    select id, user_id,
      case when row_number() over (order by created_at) % 2 = 0 then now() - random() * interval '30 days'
           else now() + random() * interval '30 days' end,
      5 + random() * 20, 3 + random() * 5, 3, 10, 0, 10, 1, 2, now() - interval '10 days', 10, 8, 3
    from study_words where user_id = '${userId}';
  insert into vocabulary_review_logs (user_id, study_word_id, rating, state, due, stability, difficulty, elapsed_days,
      last_elapsed_days, scheduled_days, learning_steps, is_correct, revealed, duration_ms, source, reviewed_at)
    select '${userId}', w.id, 1 + (n % 4), 2, now(), 5, 5, 3, 3, 10, 0, n % 4 <> 0, false, 3000, 'typed',
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
    from generate_series(1, ${LOGS}) n
    join (select id, row_number() over (order by created_at) - 1 as i from study_words
          where user_id = '${userId}') w on w.i = n % ${CARDS};
  insert into vocabulary_review_quarters (user_id, quarter, reviews, correct)
    select user_id, floor(extract(epoch from reviewed_at) / 900)::bigint, count(*), count(*) filter (where is_correct)
    from vocabulary_review_logs where user_id = '${userId}' group by 1, 2;
  set session_replication_role = origin;
  select tolk_recount_learner_statistics();
  analyze;
`);
await database.close();
const seedSeconds = (performance.now() - seeding) / 1000;

const server = await startTolkServer(PORT, env);
try {
  const auth = { authorization: `Bearer ${server.token}` };
  const dueUrl = `${server.baseUrl}/api/unified-dictionary/words-due-for-review`;
  const practiceUrl = `${server.baseUrl}/api/unified-dictionary/practice-words?limit=10&sourceLanguage=no&targetLanguage=en`;
  const statisticsUrl = `${server.baseUrl}/api/unified-dictionary/study-statistics`;
  const due = WordsDueForReviewResponse.parse(await (await fetch(dueUrl, { headers: auth })).json());
  const practice = PracticeWordsResponse.parse(await (await fetch(practiceUrl, { headers: auth })).json());
  if (due.words.length !== 50 || due.totalDue < CARDS / 2 - 100 || !due.nextCursor) {
    throw new Error(`unexpected due page: ${due.words.length} words of ${due.totalDue}`);
  }
  if (practice.words.length !== 10 || practice.words.some((word) => word.kind !== 'due')) {
    throw new Error(`unexpected practice session: ${JSON.stringify(practice).slice(0, 300)}`);
  }

  const targets = [
    { label: 'GET /api/auth/me (bare authenticated route)', url: `${server.baseUrl}/api/auth/me`, headers: auth },
    { label: `GET words-due-for-review first page (${CARDS} cards)`, url: dueUrl, headers: auth },
    { label: `GET practice-words?limit=10 (${CARDS} cards)`, url: practiceUrl, headers: auth },
    { label: `GET study-statistics (${LOGS} review logs)`, url: statisticsUrl, headers: auth },
  ];
  const settle = () => untilServerSettles(server.baseUrl, auth);
  await load({ label: 'warm-up', url: practiceUrl, headers: auth, durationSeconds: 3 });
  await settle();
  const [bare, dueResult, practiceResult, statisticsResult] = (await loadInRounds(targets, {
    rounds: ROUNDS,
    durationSeconds: DURATION_S,
    afterEach: settle,
  })) as [LoadResult, LoadResult, LoadResult, LoadResult];
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`,
  );
  console.log(
    `seeded ${CARDS} study words with cards and lexicon entries and ${LOGS} review logs with SQL in ${seedSeconds.toFixed(1)} s; ${due.totalDue} cards due`,
  );
  printTable([bare, dueResult, practiceResult, statisticsResult]);
  const ratio = (result: LoadResult) => (result.requestsPerSecond / bare.requestsPerSecond).toFixed(3);
  console.log(
    `against the bare route (p99 ${bare.p99Ms} ms): words-due-for-review p99 ${dueResult.p99Ms} ms (${ratio(dueResult)} of its req/s), practice-words p99 ${practiceResult.p99Ms} ms (${ratio(practiceResult)} of its req/s), study-statistics p99 ${statisticsResult.p99Ms} ms (${ratio(statisticsResult)} of its req/s)`,
  );
  const failures = [bare, dueResult, practiceResult, statisticsResult].reduce(
    (sum, result) => sum + result.errors + result.non2xx,
    0,
  );
  const silent = [bare, dueResult, practiceResult, statisticsResult].filter((result) => result.requestsPerSecond === 0);
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
