import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, testFilesUnder } from './support/database-test-files';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// Spelled in pieces: this file's own text must not read as a call, or it would run on PostgreSQL itself.
const OPEN = ['createTestDatabase', '()'].join('');
const INDEPENDENT = ['@database', '-independent:'].join('');

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tolk-database-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the test files run again on PostgreSQL', () => {
  it('are those calling createTestDatabase with no kind, directly or through local modules', () => {
    const root = project({
      'test/support/database.ts': 'export async function createTestDatabase(kind = process.env.TEST_DB) {}\n',
      'test/support/app.ts': `import { createTestDatabase } from './database';\nawait ${OPEN};\n`,
      'test/support/learner.ts': "export { startApp } from './app';\n",
      'test/support/types.ts': "import type { App } from './app';\nexport type Learner = App;\n",
      'test/direct.test.ts': `import { createTestDatabase } from './support/database';\nawait ${OPEN.replace('(', '( ')};\n`,
      'test/nested/helper.test.ts': "import { startApp } from '../support/learner';\n",
      'test/dynamic.test.ts': "const app = await import('./support/app');\n",
      'test/bare.test.ts': "import './support/app';\n",
      'test/types-only.test.ts': "import type { Learner } from './support/types';\nimport { x } from '@tolk/app';\n",
      'test/always-postgres.test.ts':
        "import { createTestDatabase } from './support/database';\nawait createTestDatabase('postgres');\n",
      'test/needs-postgres.test.ts':
        "import { startApp } from './support/learner';\ndescribe.skipIf(!postgresAvailable())('on PostgreSQL', () => {});\n",
      'test/pure.test.ts': "import { describe } from 'vitest';\n",
      'test/engine.test.ts': `/** ${INDEPENDENT} an engine's deadlines. */\nimport { startApp } from './support/learner';\n`,
      'test/no-reason.test.ts': `/** ${INDEPENDENT} */\nimport { startApp } from './support/learner';\n`,
    });
    const files = testFilesUnder(root, ['test']);
    expect(files).toHaveLength(10);
    expect(databaseTestFiles(root, files)).toEqual([
      'test/bare.test.ts',
      'test/direct.test.ts',
      'test/dynamic.test.ts',
      'test/nested/helper.test.ts',
      'test/no-reason.test.ts',
    ]);
  });

  it('include every file of the suite that starts a test app on the database TEST_DB names', () => {
    const files = testFilesUnder(repoRoot, ['apps/server/test', 'packages/contracts/test', 'apps/web/test']);
    const rerun = databaseTestFiles(repoRoot, files);
    const startingApps = files.filter((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return /\bcreateTestApp\(/.test(text) && !/\bpostgresAvailable\(/.test(text) && !text.includes(INDEPENDENT);
    });
    expect(startingApps.length).toBeGreaterThan(30);
    for (const file of startingApps) expect(rerun, file).toContain(file);
    expect(rerun).not.toContain('apps/server/test/env.test.ts');
  });

  it('leave out no test app of a file needing PostgreSQL: each is given its database', () => {
    const files = testFilesUnder(repoRoot, ['apps/server/test']).map((file) =>
      readFileSync(path.join(repoRoot, file), 'utf8'),
    );
    const needingPostgres = files.filter((text) => /\bpostgresAvailable\(/.test(text));
    expect(needingPostgres.length).toBeGreaterThan(3);
    for (const text of needingPostgres) {
      const apps = text.match(/\bcreateTestApp\(/g)?.length ?? 0;
      expect(text.match(/\bcreateTestApp\(\{\s*database:/g)?.length ?? 0).toBe(apps);
    }
  });
});
