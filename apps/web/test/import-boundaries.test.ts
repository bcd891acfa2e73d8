import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importing, type LintedProbes, lintProbes, probeRun } from '../../../scripts/lint-probes';

/**
 * The layers of apps/web (shared ← entities ← features ← app, docs/decisions/008-web-layers.md)
 * are enforced by Biome alone. These tests write probe files into src, run the repository's Biome
 * on them, and read which imports it refuses: the rules' globs and patterns are checked against
 * real paths, and removing a rule fails a test. An import cycle needs Biome's module graph, so
 * every probe is a real file; all of them live in folders with a unique name, removed afterwards.
 */

const RUN = probeRun();

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

let probes: LintedProbes;

/** The rules Biome broke in one probe file. */
function brokenIn(file: string): string[] {
  return probes.brokenIn(file);
}

beforeAll(() => {
  probes = lintProbes('apps/web/src', RUN, PROBES);
});

afterAll(() => {
  probes?.remove();
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
    expect(probes.checkedFiles).toBe(Object.keys(PROBES).length);
  });
});
