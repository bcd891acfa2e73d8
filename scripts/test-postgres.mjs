// Runs the test files whose database follows TEST_DB again on a real PostgreSQL server (TEST_DATABASE_URL): the
// vitest project `postgres` (vitest.config.ts). `npm run test:unit` runs it as well whenever TEST_DATABASE_URL is set.
// Outside CI a missing server is skipped with a reason; in CI it is a failure, because CI must prove both databases.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (process.env.CI === 'true') {
    console.error('test:pg: TEST_DATABASE_URL is not set, and CI must run the suite on PostgreSQL.');
    process.exit(1);
  }
  console.log('test:pg: skipped, TEST_DATABASE_URL is not set (example: postgres://postgres@127.0.0.1:5432/test).');
  process.exit(0);
}
console.log(`test:pg: running the database tests on PostgreSQL at ${new URL(url).host}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'postgres', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
