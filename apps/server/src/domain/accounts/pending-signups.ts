import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { userBlobFolders } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';

/** Accounts waiting for approval, counted per network they signed up from, most first. */
export async function pendingSignupsByNetwork(
  db: Database,
): Promise<{ network: string | null; pending: number; lastSignupAt: string }[]> {
  const pending = count();
  const rows = await db
    .select({ network: users.registrationNetwork, pending, last: max(users.createdAt) })
    .from(users)
    .where(eq(users.status, 'PENDING'))
    .groupBy(users.registrationNetwork)
    .orderBy(desc(pending), users.registrationNetwork);
  return rows.map((row) => ({
    network: row.network,
    pending: row.pending,
    lastSignupAt: new Date(row.last ?? 0).toISOString(),
  }));
}

/**
 * Deletes every account still PENDING that signed up from `network` (null: those without a
 * recorded network), with any files of theirs, and answers how many went. Only PENDING rows are
 * touched, so an account approved meanwhile stays; never an administrator (one is never pending).
 */
export async function clearPendingSignups(options: {
  db: Database;
  blobs: BlobStore;
  network: string | null;
  log: { error(entry: object, message: string): void };
}): Promise<number> {
  const { db, blobs, network, log } = options;
  const ofNetwork = network === null ? isNull(users.registrationNetwork) : eq(users.registrationNetwork, network);
  const deleted = await db
    .delete(users)
    .where(and(eq(users.status, 'PENDING'), eq(users.role, 'USER'), ofNetwork))
    .returning({ id: users.id });
  // A pending account cannot store files, but one set back to pending may have some.
  const folders = deleted.flatMap(({ id }) => userBlobFolders(id));
  const removals = await Promise.allSettled(folders.map((folder) => blobs.deleteFolder(folder)));
  for (const [index, removal] of removals.entries()) {
    if (removal.status === 'rejected') {
      log.error({ err: removal.reason, folder: folders[index] }, 'files of a cleared pending account were left behind');
    }
  }
  return deleted.length;
}
