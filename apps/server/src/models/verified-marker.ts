import { readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ModelVerification } from '@tolk/contracts/models';

/**
 * What the store knows of an entry's installed files, kept beside them in `<entry>/.verified.json`: each
 * file's size, modification time and SHA-256 as installed, and how its published bytes were checked. A
 * file whose size and time still match is trusted without hashing it again (start-up reads gigabytes
 * otherwise); `npm run models -- verify` hashes them all.
 */
export interface VerifiedFile {
  size: number;
  mtimeMs: number;
  sha256: string;
  verification: ModelVerification;
}
export type VerifiedMarker = Record<string, VerifiedFile>;

export const MARKER_NAME = '.verified.json';

/** Markers read, by file, with the version of the file they were read from: a status asks on every engine call. */
const cache = new Map<string, { version: string; marker: VerifiedMarker }>();

/** A copy the caller may change: the entry's marker as on disk (read again only when the file changed). */
export function readMarker(entryDir: string): VerifiedMarker {
  const file = path.join(entryDir, MARKER_NAME);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) {
    cache.delete(file);
    return {};
  }
  // Every write renames a new file into place: a new inode, whatever the clock's resolution.
  const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
  let cached = cache.get(file);
  if (cached?.version !== version) {
    cached = { version, marker: parseMarker(file) };
    cache.set(file, cached);
  }
  return { ...cached.marker };
}

function parseMarker(file: string): VerifiedMarker {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as VerifiedMarker) : {};
  } catch {
    return {};
  }
}

export async function writeMarker(entryDir: string, marker: VerifiedMarker): Promise<void> {
  const file = path.join(entryDir, MARKER_NAME);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(marker));
  await rename(temporary, file);
}

/** The file on disk is still the one the marker describes (no hashing). */
export function stillVerified(file: string, verified: VerifiedFile | undefined): boolean {
  if (!verified) return false;
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats !== undefined && stats.size === verified.size && stats.mtimeMs === verified.mtimeMs;
}
