import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importing, type LintedProbes, lintProbes, probeRun } from '../../../scripts/lint-probes';

/**
 * The layers of apps/server/src (docs/decisions/031-server-layers.md) are enforced by Biome alone
 * (apps/server/biome.json). These tests read the order from the decision record, write a probe
 * into every folder layer importing each layer above it (to be refused) and one importing every
 * layer below (to be allowed), run the repository's Biome on them, and read which imports it
 * refuses: removing or loosening a rule fails a test. The probes live in folders with a unique
 * name, removed afterwards.
 */

const RUN = probeRun();
const SRC = new URL('../src/', import.meta.url);
const RECORD = new URL('../../../docs/decisions/031-server-layers.md', import.meta.url);

/** The layers, lowest first, as the decision record lists them: `name` for a folder, `name.ts` for a file. */
const ORDER = [...readFileSync(RECORD, 'utf8').matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1] ?? '');

/** One real module of each layer, as a path under src without its extension: what probes import. */
const MODULE_OF: Record<string, string> = {
  'env-variable.ts': 'env-variable',
  logging: 'logging/logger-options',
  db: 'db/client',
  errors: 'errors/app-error',
  audio: 'audio/pcm-audio',
  storage: 'storage/blob-keys',
  models: 'models/model-store',
  'rate-limit': 'rate-limit/event-counter',
  auth: 'auth/guards',
  users: 'users/public-user',
  engines: 'engines/engine-error',
  pronunciation: 'pronunciation/pronouncer',
  http: 'http/error-handler',
  'config.ts': 'config',
  domain: 'domain/accounts/sign-in',
  'deps.ts': 'deps',
  health: 'health/health-report',
  routes: 'routes/engine-call-guards',
  jobs: 'jobs/job',
  'web-app.ts': 'web-app',
  'app.ts': 'app',
  'env.ts': 'env',
  cli: 'cli/dictionary',
  'server.ts': 'server',
};

/** The folder layers: the ones a probe file can be written into. */
const FOLDERS = ORDER.filter((layer) => !layer.endsWith('.ts'));

/** A probe in a folder layer imports a module from src: two folders down from src, so '../../'. */
const fromProbe = (layer: string) => `../../${MODULE_OF[layer]}`;
const upProbe = (folder: string, above: string) => `${folder}/${RUN}/imports-${above.replace('.ts', '-file')}.ts`;
const downProbe = (folder: string) => `${folder}/${RUN}/imports-below.ts`;

const above = (layer: string) => ORDER.slice(ORDER.indexOf(layer) + 1);
const below = (layer: string) => ORDER.slice(0, ORDER.indexOf(layer));

const PROBES: Record<string, string> = {};
for (const folder of FOLDERS) {
  for (const higher of above(folder)) PROBES[upProbe(folder, higher)] = importing(fromProbe(higher));
  // Below, and the contracts, whose paths share folder names with layers (@tolk/contracts/health, …/errors).
  PROBES[downProbe(folder)] = importing(
    ...below(folder).map(fromProbe),
    '@tolk/contracts/health',
    '@tolk/contracts/errors',
    '@tolk/contracts/engines',
  );
}

let probes: LintedProbes;

beforeAll(() => {
  probes = lintProbes('apps/server/src', RUN, PROBES);
});

afterAll(() => {
  probes?.remove();
});

const REFUSED = ['lint/style/noRestrictedImports'];

describe('import boundaries of the server', () => {
  it('knows the whole order, and every folder and file of src has a place in it', () => {
    expect(ORDER.length).toBeGreaterThan(20);
    expect(Object.keys(MODULE_OF).sort()).toEqual([...ORDER].sort());
    const entries = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => !entry.name.includes(RUN) && (entry.isDirectory() || entry.name.endsWith('.ts')))
      .map((entry) => entry.name);
    expect(entries.filter((entry) => !ORDER.includes(entry))).toEqual([]);
  });

  it('refuses the upward imports that knotted the lower floors', () => {
    expect(probes.brokenIn(upProbe('db', 'errors'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('db', 'config.ts'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('rate-limit', 'auth'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('rate-limit', 'deps.ts'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('engines', 'pronunciation'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('engines', 'routes'))).toEqual(REFUSED);
    expect(probes.brokenIn(upProbe('domain', 'routes'))).toEqual(REFUSED);
  });

  it.each(FOLDERS)('refuses src/%s importing any layer above it', (folder) => {
    const refused = above(folder).filter(
      (higher) => probes.brokenIn(upProbe(folder, higher)).join() === REFUSED.join(),
    );
    expect(refused).toEqual(above(folder));
  });

  it.each(FOLDERS)('allows src/%s every layer below it and the contracts', (folder) => {
    expect(probes.brokenIn(downProbe(folder))).toEqual([]);
  });

  it('linted every probe', () => {
    expect(probes.checkedFiles).toBe(Object.keys(PROBES).length);
  });
});
