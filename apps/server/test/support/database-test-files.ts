import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files whose database follows TEST_DB: those that, themselves or through a local module
 * they import, call createTestDatabase without naming a kind (createTestApp does), except the files
 * that call postgresAvailable(): they need PostgreSQL and name it for every database they open, and
 * the files that say `@database-independent:` and why (an engine's deadlines, say, where accounts are
 * made only to call the routes). Only the others prove something new when the suite runs again on
 * PostgreSQL; a file that never opens a database, opens PGlite itself, always asks for PostgreSQL or
 * tests nothing the database does gives the same result on both runs.
 */
export function databaseTestFiles(root: string, testFiles: string[]): string[] {
  const scanned = new Map<string, ScannedFile>();
  return testFiles.filter((file) => {
    const full = path.resolve(root, file);
    const source = readFileSync(full, 'utf8');
    return !NEEDS_POSTGRES.test(source) && !DATABASE_INDEPENDENT.test(source) && reachesTestDatabase(full, scanned);
  });
}

/** Every `*.test.ts` file below the given folders, as paths relative to `root`, sorted. */
export function testFilesUnder(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(path.relative(root, full));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return found.sort();
}

const OPENS_TEST_DATABASE = /\bcreateTestDatabase\(\s*\)/;
const NEEDS_POSTGRES = /\bpostgresAvailable\(/;
/** The marker with its reason: `@database-independent: …` in a comment. */
const DATABASE_INDEPENDENT = /@database-independent:\s*\w/;
// A static import or re-export (a type-only one runs nothing), a bare import, a dynamic import.
const LOCAL_IMPORT =
  /\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

interface ScannedFile {
  opensTestDatabase: boolean;
  imports: string[];
}

function reachesTestDatabase(testFile: string, scanned: Map<string, ScannedFile>): boolean {
  const seen = new Set([testFile]);
  const queue = [testFile];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const { opensTestDatabase, imports } = scan(file, scanned);
    if (opensTestDatabase) return true;
    for (const target of imports) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

function scan(file: string, scanned: Map<string, ScannedFile>): ScannedFile {
  let result = scanned.get(file);
  if (!result) {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(LOCAL_IMPORT)]
      .filter((match) => !match[1])
      .map((match) => resolveLocal(file, match[2] ?? match[3] ?? ''))
      .filter((target) => target !== undefined);
    result = { opensTestDatabase: OPENS_TEST_DATABASE.test(source), imports };
    scanned.set(file, result);
  }
  return result;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}
