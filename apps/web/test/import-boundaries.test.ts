import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of apps/web (shared ← entities ← features ← app, docs/decisions/008-web-layers.md)
 * are enforced by Biome alone. These tests write probe files into src, run the repository's Biome
 * on them, and read which imports it refuses: the rules' globs and patterns are checked against
 * real paths, and removing a rule fails a test. An import cycle needs Biome's module graph, so
 * every probe is a real file; all of them live in folders with a unique name, removed afterwards.
 */

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const RUN = `zz-probe-${randomUUID().slice(0, 8)}`;

interface Diagnostic {
  category: string;
  location: { path: string };
}

/** Probe files, by path under apps/web/src: what each imports. */
const PROBES: Record<string, string> = {
  [`features/${RUN}-b/lib/thing.ts`]: 'export const thing = 1;\n',
  [`features/${RUN}-a/lib/own.ts`]: 'export const own = 1;\n',
  // A feature reaching into another one, from a file in a part folder and from one directly in the feature.
  [`features/${RUN}-a/pages/cross-feature.ts`]: importing(`../../${RUN}-b/lib/thing`),
  [`features/${RUN}-a/cross-feature-direct.ts`]: importing(`../${RUN}-b/lib/thing`),
  [`features/${RUN}-a/pages/allowed.ts`]: importing(
    '../lib/own',
    '../../../entities/phrases/api/get-phrases',
    '../../../shared/lib/cn',
  ),
  [`entities/${RUN}/uses-feature.ts`]: importing(`../../features/${RUN}-b/lib/thing`),
  [`entities/${RUN}/uses-entity.ts`]: importing('../session/session-store', '../../shared/lib/cn'),
  [`shared/${RUN}/uses-entity.ts`]: importing('../../entities/session/session-store'),
  [`entities/${RUN}/cycle-one.ts`]: importing('./cycle-two'),
  [`entities/${RUN}/cycle-two.ts`]: importing('./cycle-one'),
};

/** A module that imports each specifier (as a namespace, so nothing is unused) and exports them. */
function importing(...specifiers: string[]): string {
  const lines = specifiers.map((specifier, i) => `import * as m${i} from '${specifier}';\n`);
  return `${lines.join('')}\nexport const modules = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;
}

const srcPath = (file: string) => path.join('apps/web/src', file);

let diagnostics: Diagnostic[] = [];
/** How many files Biome read: every probe, or the allowed imports would pass for nothing. */
let checkedFiles = 0;

/** The rules Biome broke in one probe file. */
function brokenIn(file: string): string[] {
  return diagnostics.filter((d) => d.location.path === srcPath(file)).map((d) => d.category);
}

beforeAll(() => {
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(path.dirname(path.join(REPO, srcPath(file))), { recursive: true });
    writeFileSync(path.join(REPO, srcPath(file)), text);
  }
  const result = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--reporter=json', '--max-diagnostics=none', ...Object.keys(PROBES).map(srcPath)],
    { cwd: REPO, encoding: 'utf8' },
  );
  const report = JSON.parse(result.stdout) as {
    summary: { changed: number; unchanged: number };
    diagnostics: Diagnostic[];
  };
  diagnostics = report.diagnostics;
  checkedFiles = report.summary.changed + report.summary.unchanged;
});

afterAll(() => {
  for (const folder of [`features/${RUN}-a`, `features/${RUN}-b`, `entities/${RUN}`, `shared/${RUN}`]) {
    rmSync(path.join(REPO, srcPath(folder)), { recursive: true, force: true });
  }
});

describe('import boundaries of the web app', () => {
  it('refuses a feature importing another feature, from any file of the feature', () => {
    expect(brokenIn(`features/${RUN}-a/pages/cross-feature.ts`)).toEqual(['lint/style/noRestrictedImports']);
    expect(brokenIn(`features/${RUN}-a/cross-feature-direct.ts`)).toEqual(['lint/style/noRestrictedImports']);
  });

  it('refuses an entity importing a feature', () => {
    expect(brokenIn(`entities/${RUN}/uses-feature.ts`)).toEqual(['lint/style/noRestrictedImports']);
  });

  it('refuses shared code importing an entity', () => {
    expect(brokenIn(`shared/${RUN}/uses-entity.ts`)).toEqual(['lint/style/noRestrictedImports']);
  });

  it('refuses an import cycle', () => {
    expect(brokenIn(`entities/${RUN}/cycle-one.ts`)).toEqual(['lint/suspicious/noImportCycles']);
    expect(brokenIn(`entities/${RUN}/cycle-two.ts`)).toEqual(['lint/suspicious/noImportCycles']);
  });

  it('allows a feature its own files, entities and shared, and an entity other entities and shared', () => {
    expect(brokenIn(`features/${RUN}-a/pages/allowed.ts`)).toEqual([]);
    expect(brokenIn(`entities/${RUN}/uses-entity.ts`)).toEqual([]);
    expect(checkedFiles).toBe(Object.keys(PROBES).length);
  });
});
