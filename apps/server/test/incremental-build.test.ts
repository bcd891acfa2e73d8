import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_STEPS,
  type BuildStep,
  inputFiles,
  inputsDigest,
  reasonToBuild,
  writeStamp,
} from '../../../scripts/build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm start builds only what changed (scripts/build.mjs)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A checkout with one committed source file, a git-ignored one, and a step building src/ into out/. */
  function checkout(): BuildStep {
    root = mkdtempSync(path.join(os.tmpdir(), 'tolk-build-'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, '.gitignore'), 'src/*.log\nout/\n');
    writeFileSync(path.join(root, 'src/app.ts'), 'export const a = 1;\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-qm', 'source');
    return { name: 'app', workspace: 'app', inputs: ['src'], output: 'out', stamp: 'out/stamp.json' };
  }

  /** What the real build does: writes its output, then records the inputs hashed before it ran. */
  function build(step: BuildStep) {
    const inputs = inputsDigest(root, step.inputs) ?? '';
    mkdirSync(path.join(root, 'out'), { recursive: true });
    writeFileSync(path.join(root, 'out/app.js'), `built ${Math.random()}`);
    writeStamp(root, step, inputs);
  }

  it('skips a step whose input files have the same content, and builds again when one changed', () => {
    const step = checkout();
    expect(reasonToBuild(root, step)).toBe('never built here');
    build(step);
    expect(reasonToBuild(root, step)).toBeUndefined();

    // Touched, or an ignored file written beside the sources: nothing the build reads changed.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/app.ts'), later, later);
    writeFileSync(path.join(root, 'src/debug.log'), 'noise');
    expect(reasonToBuild(root, step)).toBeUndefined();

    writeFileSync(path.join(root, 'src/app.ts'), 'export const a = 2;\n');
    expect(reasonToBuild(root, step)).toBe('inputs changed');
    writeFileSync(path.join(root, 'src/app.ts'), 'export const a = 1;\n');
    expect(reasonToBuild(root, step)).toBeUndefined();

    // A new file not yet added to git is an input as well; so is a tracked file deleted.
    writeFileSync(path.join(root, 'src/new.ts'), 'export {};\n');
    expect(reasonToBuild(root, step)).toBe('inputs changed');
    rmSync(path.join(root, 'src/new.ts'));
    rmSync(path.join(root, 'src/app.ts'));
    expect(reasonToBuild(root, step)).toBe('inputs changed');
  });

  it('builds again when the output was rebuilt by hand or deleted since its stamp', () => {
    const step = checkout();
    build(step);
    writeFileSync(path.join(root, 'out/app.js'), 'built from something else');
    expect(reasonToBuild(root, step)).toBe('output changed since the last build');
    build(step);
    rmSync(path.join(root, 'out/app.js'));
    expect(reasonToBuild(root, step)).toBe('output missing');
    rmSync(path.join(root, 'out'), { recursive: true });
    expect(reasonToBuild(root, step)).toBe('never built here');
  });

  it('reads each real step’s sources, without the tests beside them', () => {
    const [web, server] = BUILD_STEPS;
    const webFiles = inputFiles(repoRoot, web?.inputs ?? []) ?? [];
    expect(webFiles).toEqual(
      expect.arrayContaining(['apps/web/vite.config.ts', 'apps/web/index.html', 'package-lock.json']),
    );
    expect(webFiles.some((file) => file.startsWith('apps/web/src/'))).toBe(true);
    expect(webFiles.some((file) => file.startsWith('packages/contracts/src/'))).toBe(true);
    expect(
      webFiles.some((file) => file.startsWith('apps/web/test/') || file.startsWith('packages/contracts/test/')),
    ).toBe(false);
    expect(inputFiles(repoRoot, server?.inputs ?? [])).toEqual(
      expect.arrayContaining(['apps/server/drizzle/meta/_journal.json', 'apps/server/src/db/embedded-template.ts']),
    );
  });
});
