import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the workplace keeps the shared folder when the checkout is not beside it (a CI clone elsewhere). */
const WORKPLACE_SHARED_MODELS = '/work/shared/models';

/**
 * A small model file of ../shared/models (its README): SHARED_MODELS_DIR when set, else the
 * nearest ancestor of this checkout that holds shared/models (beside the repository, or above a
 * developer's worktrees), else the workplace's shared folder. The path may not exist: the caller
 * says what it means when the file is missing. Tests read it in place; the product never bundles it.
 */
export function sharedModelPath(...parts: string[]): string {
  return path.join(sharedModelsRoot(), ...parts);
}

/** The tiny llama-architecture GGUF with random weights: loads and writes noise, for plumbing tests only. */
export const tinyRandomGguf = () => sharedModelPath('tiny-random-llama-gguf', 'llama-2-tiny-random.gguf');

function sharedModelsRoot(): string {
  const configured = process.env.SHARED_MODELS_DIR;
  if (configured) return path.resolve(configured);
  let directory = path.resolve(import.meta.dirname, '../../../..');
  for (;;) {
    const candidate = path.join(directory, 'shared', 'models');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  return WORKPLACE_SHARED_MODELS;
}

/**
 * For a test file's describe.skipIf: true when the tiny GGUF is there. A missing file skips the
 * suite with the reason printed, except on CI (CI=true), where it must be there: it throws.
 */
export function tinyRandomGgufAvailable(): boolean {
  const file = tinyRandomGguf();
  if (existsSync(file)) return true;
  const reason = `${file} is missing (set SHARED_MODELS_DIR to the folder holding tiny-random-llama-gguf/)`;
  if (process.env.CI === 'true') throw new Error(`The tiny GGUF model is required on CI: ${reason}`);
  console.log(`Skipping the in-process GGUF tests: ${reason}`);
  return false;
}
