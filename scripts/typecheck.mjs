// `npm run typecheck`: every TypeScript project, two compilers at a time (tsc uses one core; CI has two).
// The server and the bench are one program (tsconfig.server-bench.json): the bench imports most of the server,
// which two programs would check twice. Each project's output is printed whole once it finishes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
// Longest first, so the two lanes finish close together.
const PROJECTS = ['tsconfig.server-bench.json', 'apps/web', 'e2e', 'packages/contracts'];
const PARALLEL = 2;

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `typecheck: tsc -p ${project} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    let ok = true;
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
