// `npm run build` builds every step; `npm start` runs `node scripts/build.mjs --changed`, which builds only the
// steps whose inputs changed since their last build, so a restart of an unchanged checkout starts in seconds.
//
// A step's inputs are the files git lists under its paths (tracked or new, not ignored), hashed by content: a
// checkout, a stash or an edit that changes a byte rebuilds; touching a file or switching back to a built state
// does not. After a build the step writes a stamp beside its output: that hash and the output's signature (names,
// sizes, modification times of its top-level entries), so output deleted or rebuilt by hand since is rebuilt too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What every workspace's build reads besides its own folder: the locked dependencies and the shared compiler options.
 * The root package.json is left out: its scripts build nothing, and a change of dependency shows in the lockfile.
 */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** The build steps, in order. `inputs` are git pathspecs; `output` the folder the step writes; `stamp` inside or beside it. */
export const BUILD_STEPS = [
  {
    name: 'web app',
    workspace: '@tolk/web',
    inputs: [
      'apps/web',
      ':!apps/web/test',
      ':!*.md',
      'packages/contracts',
      ':!packages/contracts/test',
      ...SHARED_INPUTS,
    ],
    output: 'apps/web/dist',
    stamp: 'apps/web/.cache/build-stamp.json',
  },
  {
    // The embedded database template: new databases are the migrations applied to PGlite's initdb.
    name: 'embedded database template',
    workspace: '@tolk/server',
    inputs: [
      'apps/server/drizzle',
      'apps/server/scripts',
      'apps/server/src/db',
      'apps/server/package.json',
      ...SHARED_INPUTS,
    ],
    output: 'apps/server/.cache',
    stamp: 'apps/server/.cache/build-stamp.json',
  },
];

/** The files git lists under `pathspecs`, tracked or new and not ignored, sorted; undefined outside a git checkout. */
export function inputFiles(root, pathspecs) {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...pathspecs];
  const listed = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return undefined;
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].sort();
}

/** A hash of the names and content of the input files; undefined outside a git checkout. */
export function inputsDigest(root, pathspecs) {
  const files = inputFiles(root, pathspecs);
  if (files === undefined) return undefined;
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(
        createHash('sha256')
          .update(readFileSync(path.join(root, file)))
          .digest('hex'),
      );
    } catch {
      hash.update('missing'); // tracked but deleted in the work tree
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Names, sizes and modification times of the folder's top-level entries (the stamp left out); '' when it is empty or absent. */
export function outputSignature(folder, stamp) {
  let names;
  try {
    names = readdirSync(folder).sort();
  } catch {
    return '';
  }
  return names
    .map((name) => path.join(folder, name))
    .filter((entry) => entry !== stamp)
    .map((entry) => {
      const stats = statSync(entry);
      return `${path.basename(entry)}:${stats.size}:${stats.mtimeMs}`;
    })
    .join('\n');
}

/** Why the step must build, or undefined when its output is that of its current inputs. */
export function reasonToBuild(root, step) {
  const inputs = inputsDigest(root, step.inputs);
  if (inputs === undefined) return 'no git checkout to compare inputs';
  const stamp = path.join(root, step.stamp);
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stamp, 'utf8'));
  } catch {
    return 'never built here';
  }
  const output = outputSignature(path.join(root, step.output), stamp);
  if (output === '') return 'output missing';
  if (recorded.inputs !== inputs) return 'inputs changed';
  if (recorded.output !== output) return 'output changed since the last build';
  return undefined;
}

/** Records the inputs the step was just built from (hashed before it ran) and the output it left. */
export function writeStamp(root, step, inputs) {
  const stamp = path.join(root, step.stamp);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${JSON.stringify({ inputs, output: outputSignature(path.join(root, step.output), stamp) })}\n`);
}

function build(onlyChanged) {
  for (const step of BUILD_STEPS) {
    const reason = onlyChanged ? reasonToBuild(repoRoot, step) : 'npm run build';
    if (reason === undefined) {
      console.log(`build: ${step.name} up to date (inputs unchanged), skipped`);
      continue;
    }
    console.log(`build: ${step.name} (${reason})`);
    // Hashed before the build, so a file edited while it runs makes the next start build again.
    const inputs = inputsDigest(repoRoot, step.inputs);
    const run = spawnSync('npm', ['run', 'build', '-w', step.workspace], { cwd: repoRoot, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
    if (inputs !== undefined) writeStamp(repoRoot, step, inputs);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build(process.argv.includes('--changed'));
