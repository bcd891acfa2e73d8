import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The open word data of ../shared/data (its README), found from the nearest ancestor of this
 * checkout that holds it: beside the repository on CI, above the worktrees of a developer's machine.
 * Tests read it in place; the product never bundles it.
 */
export function sharedDataPath(...parts: string[]): string {
  let directory = path.resolve(import.meta.dirname, '../../../..');
  for (;;) {
    const candidate = path.join(directory, 'shared', 'data');
    if (existsSync(candidate)) return path.join(candidate, ...parts);
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('shared/data was not found above the repository');
    directory = parent;
  }
}
