import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One instance at a time installs an entry, however many share MODELS_DIR: proper-lockfile makes
 * `<dir>/<id>.lock` with mkdir (atomic, also on network file systems) and refreshes its time while the
 * holder lives; a lock not refreshed for STALE_MS (its holder crashed) is taken over.
 */
const STALE_MS = 20_000;
const UPDATE_MS = 5_000;

const lockOptions = (dir: string, id: string) => ({
  realpath: false,
  lockfilePath: path.join(dir, `${id}.lock`),
  stale: STALE_MS,
});

/** The release function, or null while another process (or store) holds the lock. */
export async function tryLockEntry(
  dir: string,
  id: string,
  onCompromised: (error: Error) => void,
): Promise<(() => Promise<void>) | null> {
  try {
    return await lockfile.lock(path.join(dir, id), {
      ...lockOptions(dir, id),
      update: UPDATE_MS,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') return null;
    throw error;
  }
}

/** Someone (this process or another) holds the entry's lock right now. */
export function entryLocked(dir: string, id: string): boolean {
  try {
    return lockfile.checkSync(path.join(dir, id), lockOptions(dir, id));
  } catch {
    return false;
  }
}
