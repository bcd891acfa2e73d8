import type { Database } from '../../db/client';
import { userBlobFolders } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { changeUserAccess } from './change-user-access';

/** What deleting a user left behind: folders whose files could not be removed (logged for an operator). */
export interface DeletedUser {
  leftoverFolders: string[];
}

/**
 * Deletes a user for an administrator: the row (its phrases, tracks and statistics go with it by
 * the database's cascade), then every file of theirs in the blob store.
 *
 * The row goes first, in the transaction that applies the last-admin rule: a refused or failed
 * delete therefore touches no file. Had the files gone first, a failure halfway (or the rule
 * refusing) would leave a user whose phrases point at audio that no longer exists. This way a
 * failure halfway through the files leaves only files that no row points at and no request can
 * reach. Every folder is tried even when one fails. The user is deleted either way, so the
 * administrator is told so; folders left behind are logged at error level, with the store's
 * reason, for an operator to remove, and answered to the caller.
 */
export async function deleteUser(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  log: { error(entry: object, message: string): void };
}): Promise<DeletedUser> {
  const { db, blobs, userId, log } = options;
  await changeUserAccess({ db, targetId: userId, change: { delete: true } });
  const folders = userBlobFolders(userId);
  const removals = await Promise.allSettled(folders.map((folder) => blobs.deleteFolder(folder)));
  const leftoverFolders = folders.filter((_, index) => removals[index]?.status === 'rejected');
  for (const [index, removal] of removals.entries()) {
    if (removal.status === 'rejected') {
      log.error({ err: removal.reason, userId, folder: folders[index] }, 'files of a deleted user were left behind');
    }
  }
  return { leftoverFolders };
}
