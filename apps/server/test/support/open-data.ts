import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The folder of open word data the tests read (../shared/data beside the checkout, README.md
 * there); OPEN_DATA_DIR names another. The product never bundles these files.
 */
export function openDataDir(): string {
  const candidates = [
    process.env.OPEN_DATA_DIR,
    path.resolve(repoRoot, '../shared/data'),
    path.resolve(repoRoot, '../../shared/data'),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'wiktionary-vuizur')));
  if (!found) throw new Error(`open word data not found (set OPEN_DATA_DIR); looked in ${candidates.join(', ')}`);
  return found;
}

export const openData = (...parts: string[]) => path.join(openDataDir(), ...parts);
