import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { databaseTestFiles, testFilesUnder } from './apps/server/test/support/database-test-files';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * With TEST_DATABASE_URL set (always on CI), the files whose database follows TEST_DB run a second
 * time on that PostgreSQL server, in the same run. Files that never open one would only repeat
 * themselves, so they run once (apps/server/test/support/database-test-files.ts says which).
 */
/**
 * Test files that need modules of their own: they watch a module-level load or cache from its first
 * use. Every other server and package test file shares its worker's modules with the files before it
 * (isolate: false): each opens its own app and database, and loading the server's modules, the
 * embedded database's engine and the fixtures once a worker instead of once a file took a third of
 * the suite's time (docs/decisions/042).
 */
export const ISOLATED_TEST_FILES = ['apps/server/test/engines/speech-synthesis/espeak-synthesizer.test.ts'];

function postgresProjects(): TestProjectInlineConfiguration[] {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI === 'true')
      throw new Error('TEST_DATABASE_URL is not set, and CI must run the suite on PostgreSQL.');
    return [];
  }
  const testFolders = ['apps', 'packages']
    .flatMap((parent) => readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}/test`))
    .filter((folder) => existsSync(path.join(root, folder)));
  const files = databaseTestFiles(root, testFilesUnder(root, testFolders));
  const env = { TEST_DB: 'postgres' };
  return [
    {
      extends: true,
      test: {
        name: 'postgres',
        include: files.filter((file) => !ISOLATED_TEST_FILES.includes(file)),
        env,
        isolate: false,
      },
    },
    ...(files.some((file) => ISOLATED_TEST_FILES.includes(file))
      ? [
          {
            extends: true,
            test: {
              name: 'postgres-isolated',
              include: files.filter((file) => ISOLATED_TEST_FILES.includes(file)),
              env,
            },
          },
        ]
      : []),
  ];
}

export default defineConfig({
  test: {
    pool: 'forks',
    // Two cores: more workers only make each embedded database slower.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
    globalSetup: ['apps/server/test/support/database-templates-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'node-isolated', include: ISOLATED_TEST_FILES } },
      {
        // The web app's component tests: real components in a simulated browser document.
        extends: true,
        test: {
          name: 'web-dom',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/support/setup-dom.ts'],
        },
      },
      ...postgresProjects(),
    ],
  },
});
