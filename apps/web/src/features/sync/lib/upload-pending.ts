import type { ServerRefusal } from '../../../shared/api/api-errors';
import { refusalOf } from '../../../shared/api/refusal-of';
import { type ItemFailure, type PartFailure, type SyncPart, toFailureReason } from './sync-outcome';

export interface UploadPlan<Local, Server extends { id: string }> {
  part: SyncPart;
  /** Items on this device the server has not confirmed yet, refused ones included (they are skipped). */
  pending: () => Promise<(Local & { refused?: ServerRefusal })[]>;
  /** The server's copies, to recognise an upload an interrupted sync did not get to mark. */
  listServer: () => Promise<Server[]>;
  /** Server ids already claimed by a local item. */
  claimedIds: () => Promise<Set<string>>;
  findCopy: (local: Local, server: readonly Server[], claimed: ReadonlySet<string>) => Server | undefined;
  upload: (local: Local) => Promise<{ id: string }>;
  markSynced: (local: Local, serverId: string) => Promise<void>;
  /** Keeps why the server refused the item for good, so no later sync sends it again. */
  markRefused: (local: Local, refusal: ServerRefusal) => Promise<void>;
  /** How a failure names the item (a phrase's text, a trainer's name). */
  label: (local: Local) => string;
}

/**
 * Uploads local items one at a time. Each is marked with its server id only after the server
 * confirmed it, so an interrupted sync loses nothing, and a repeated one stores nothing twice: an
 * item uploaded but not yet marked is recognised by findCopy, and the server answers a repeated
 * clientId with the record it already has. One item failing does not stop the others; one the
 * server refuses for good (refusalOf) is marked so and reported, and no later sync sends it again.
 */
export async function uploadPending<Local, Server extends { id: string }>(
  plan: UploadPlan<Local, Server>,
): Promise<{ uploaded: number; failure?: PartFailure }> {
  // What the server refused for good waits for the learner (delete it), not for the next sync.
  const pending = (await plan.pending()).filter((local) => !local.refused);
  if (pending.length === 0) return { uploaded: 0 };
  let server: Server[];
  try {
    server = await plan.listServer();
  } catch (error) {
    return { uploaded: 0, failure: { part: plan.part, reason: toFailureReason(error), items: [] } };
  }
  const claimed = await plan.claimedIds();
  const items: ItemFailure[] = [];
  let uploaded = 0;
  for (const local of pending) {
    try {
      const serverId = plan.findCopy(local, server, claimed)?.id ?? (await plan.upload(local)).id;
      claimed.add(serverId);
      await plan.markSynced(local, serverId);
      uploaded += 1;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) await plan.markRefused(local, refusal);
      items.push({ label: plan.label(local), reason: toFailureReason(error), refusal });
    }
  }
  return items.length > 0 ? { uploaded, failure: { part: plan.part, items } } : { uploaded };
}
