import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Probe files for the tests that prove an app's import rules bite (apps/web/test/import-boundaries.test.ts,
 * apps/server/test/import-boundaries.test.ts): real files written into the app's source, linted by
 * the repository's Biome, which reports the rules each one breaks. Every probe lives in a folder
 * whose name holds the run's unique name, removed afterwards.
 */

const REPO = fileURLToPath(new URL('../', import.meta.url));
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

interface Diagnostic {
  category: string;
  location: { path: string };
}

/** A unique folder name for one run's probes, so runs in parallel never meet. */
export function probeRun(): string {
  return `zz-probe-${randomUUID().slice(0, 8)}`;
}

/** A module that imports each specifier (as a namespace, so nothing is unused) and exports them. */
export function importing(...specifiers: string[]): string {
  const lines = specifiers.map((specifier, i) => `import * as m${i} from '${specifier}';\n`);
  return `${lines.join('')}\nexport const modules = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;
}

export interface LintedProbes {
  /** The rules Biome broke in one probe file (its path as given). */
  brokenIn(file: string): string[];
  /** How many files Biome read: every probe, or the allowed imports would pass for nothing. */
  checkedFiles: number;
  /** Removes every folder of the run. */
  remove(): void;
}

/**
 * Writes the probes (text by path under `root`, a folder of the repository such as apps/web/src;
 * each path holds `run` in one of its folders), lints them all in one Biome run, and reads which
 * rules each broke.
 */
export function lintProbes(root: string, run: string, probes: Record<string, string>): LintedProbes {
  const files = Object.keys(probes);
  const underRoot = (file: string) => path.join(root, file);
  for (const file of files) {
    if (!file.includes(run)) throw new Error(`The probe ${file} is not in a folder of the run ${run}`);
  }
  const remove = () => {
    for (const file of files) {
      const parts = file.split('/');
      const runFolder = parts.slice(0, parts.findIndex((part) => part.includes(run)) + 1).join('/');
      rmSync(path.join(REPO, underRoot(runFolder)), { recursive: true, force: true });
    }
  };
  try {
    for (const [file, text] of Object.entries(probes)) {
      mkdirSync(path.dirname(path.join(REPO, underRoot(file))), { recursive: true });
      writeFileSync(path.join(REPO, underRoot(file)), text);
    }
    const result = spawnSync(
      process.execPath,
      [BIOME, 'lint', '--reporter=json', '--max-diagnostics=none', ...files.map(underRoot)],
      { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(result.stdout) as {
      summary: { changed: number; unchanged: number };
      diagnostics: Diagnostic[];
    };
    return {
      brokenIn: (file) => report.diagnostics.filter((d) => d.location.path === underRoot(file)).map((d) => d.category),
      checkedFiles: report.summary.changed + report.summary.unchanged,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
