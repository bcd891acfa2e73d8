// The seeded learners of the history benches (learner-history, one-learner-load): a database to
// seed while the server is stopped, a lexicon, and a learner's study words, cards, review logs and
// dialogue entries written with SQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LoginResponse, RegisterResponse } from '@tolk/contracts/accounts';
import pg from 'pg';
import type { TolkServer } from './tolk-server';

/** Review logs per card. */
export const LOGS_PER_CARD = 10;

export interface Database {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Runs the seeding SQL while the server is stopped. */
  exec(sql: string): Promise<void>;
  drop(): Promise<void>;
}

export function embedded(): Database {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-history-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async exec(sql) {
      const database = new PGlite(path.join(dataDir, 'db'));
      await database.exec(sql);
      await database.close();
    },
    drop: async () => {},
  };
}

export async function postgres(serverUrl: string): Promise<Database> {
  const name = `tolk_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-history-')) },
    async exec(sql) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The lexicon the practice answers come from: one Norwegian entry per word, shared by both learners. */
export function lexiconSql(words: number): string {
  return `
  insert into lexicon_sources (format, language, file_name, content_hash, status, entries, attribution)
    values ('vuizur-tsv', 'no', 'bench.tsv', 'bench', 'imported', ${words},
      '{"name":"bench","licence":"none","url":"http://bench"}');
  insert into lexicon_entries (source_id, language, headword, headword_key, part_of_speech, senses)
    select (select id from lexicon_sources where file_name = 'bench.tsv'), 'no', 'ord' || n, 'ord' || n, 'noun',
      jsonb_build_array(jsonb_build_object('gloss', 'a word number ' || n, 'examples', '[]'::jsonb))
    from generate_series(1, ${words}) n;`;
}

/**
 * One learner's history: `words` study words added over 400 days; every word but each tenth has a
 * card, half of them overdue by up to 30 days and half due within 60; ten answers per card in one
 * evening session a day over the 400 days before today (none later than now) (a few quarter hours a day), counted per quarter hour as
 * the answers are; dialogue entries a minute apart over the last weeks.
 */
export function learnerSql(userId: string, words: number, entries: number): string {
  const logs = Math.floor(words * 0.9) * LOGS_PER_CARD;
  return `
  insert into study_words (user_id, language, word, word_key, view_count, created_at)
    select '${userId}', 'no', 'ord' || n, 'ord' || n, 1, now() - interval '400 days' + n * (interval '400 days' / ${words})
    from generate_series(1, ${words}) n;
  insert into vocabulary_cards (study_word_id, user_id, due, stability, difficulty, elapsed_days, scheduled_days,
      learning_steps, reps, lapses, state, last_review, answer_count, correct_count, correct_streak)
    select id, user_id,
      case when i % 2 = 0 then now() - random() * interval '30 days' else now() + random() * interval '60 days' end,
      5 + random() * 20, 3 + random() * 5, 3, 10, 0, ${LOGS_PER_CARD}, 1, 2, now() - interval '10 days',
      ${LOGS_PER_CARD}, 8, 3
    from (select id, user_id, row_number() over (order by created_at) as i from study_words
          where user_id = '${userId}') w
    where i % 10 <> 0;
  insert into vocabulary_review_logs (user_id, study_word_id, rating, state, due, stability, difficulty, elapsed_days,
      last_elapsed_days, scheduled_days, learning_steps, is_correct, revealed, duration_ms, source, reviewed_at)
    select '${userId}', c.study_word_id, 1 + (n % 4), 2, now(), 5, 5, 3, 3, 10, 0, n % 4 <> 0, false, 3000, 'typed',
      date_trunc('day', now()) - (1 + n % 400) * interval '1 day' + interval '18 hours'
        + ((n / 400) % 180) * interval '10 seconds'
    from generate_series(0, ${logs - 1}) n
    join (select study_word_id, row_number() over (order by study_word_id) - 1 as i from vocabulary_cards
          where user_id = '${userId}') c on c.i = n % ${logs / LOGS_PER_CARD};
  insert into vocabulary_review_quarters (user_id, quarter, reviews, correct)
    select user_id, floor(extract(epoch from reviewed_at) / 900)::bigint, count(*), count(*) filter (where is_correct)
    from vocabulary_review_logs where user_id = '${userId}' group by 1, 2;
  insert into dialogue_entries (user_id, conversation_id, language_code, level, topic, user_message, gpt_response,
      corrections, model, word_count, active_seconds, created_at)
    select '${userId}', overlay(overlay(md5('${userId}' || (n / 10)) placing '4' from 13) placing '8' from 17)::uuid,
      'no', 'A2', 'Travel', 'Jeg vil gjerne reise til Bergen, melding nummer ' || n || '.',
      'Så hyggelig! Hvordan vil du reise dit? Svar ' || n || '.', '[]'::jsonb, 'bench-model', 8, 30,
      now() - interval '40 days' + n * interval '1 minute'
    from generate_series(1, ${entries}) n;`;
}

export async function stopped(server: TolkServer): Promise<void> {
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

export async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A second learner, registered and approved through the API as a person would be. */
export async function secondLearner(server: TolkServer): Promise<string> {
  const post = (url: string, body: object, method = 'POST', token?: string) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(json);
  const account = { email: 'small@tolk.test', password: 'small-password', name: 'Small' };
  const { user } = RegisterResponse.parse(await post('/api/auth/register', account));
  await post(`/api/admin/users/${user.id}/status`, { status: 'ACTIVE' }, 'PATCH', server.token);
  return user.id;
}

export async function signIn(server: TolkServer, email: string, password: string): Promise<string> {
  const login = LoginResponse.parse(
    await json(
      await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    ),
  );
  if (login.status !== 'SUCCESS') throw new Error(`sign-in failed: ${login.message}`);
  return login.token;
}
