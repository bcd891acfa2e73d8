import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the workplace keeps the shared folder when the checkout is not beside it (a CI clone elsewhere). */
const WORKPLACE_SHARED_DATA = '/work/shared/data';

/**
 * The open word data of ../shared/data (its README): SHARED_DATA_DIR when set, else the nearest
 * ancestor of this checkout that holds shared/data (beside the repository, or above a developer's
 * worktrees), else the workplace's shared folder. Tests read it in place; the product never bundles it.
 */
export function sharedDataPath(...parts: string[]): string {
  return path.join(sharedDataRoot(), ...parts);
}

function sharedDataRoot(): string {
  const configured = process.env.SHARED_DATA_DIR;
  if (configured) return path.resolve(configured);
  let directory = path.resolve(import.meta.dirname, '../../../..');
  for (;;) {
    const candidate = path.join(directory, 'shared', 'data');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  if (existsSync(WORKPLACE_SHARED_DATA)) return WORKPLACE_SHARED_DATA;
  throw new Error('The shared open data was not found: set SHARED_DATA_DIR to the folder holding wiktionary-vuizur/');
}
