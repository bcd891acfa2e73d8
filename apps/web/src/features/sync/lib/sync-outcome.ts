import type { ErrorCode } from '@tolk/contracts/errors';
import { ApiRequestError, NetworkError, type ServerRefusal } from '../../../shared/api/api-errors';

/** Why one request of a sync failed, kept as data so the screen words it in the interface language. */
export type FailureReason =
  | { kind: 'http'; status: number; code: ErrorCode | null; message: string }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/** A phrase or trainer that did not upload, named by its text or name. */
export interface ItemFailure {
  label: string;
  reason: FailureReason;
  /** Set when the server refused it for good: it stays on the device, marked, for the learner to delete. */
  refusal?: ServerRefusal;
}

/**
 * The four parts of a full sync (it succeeds only if all of them do; docs/product.md, Sync), and
 * 'device' for this browser's own stores failing to open.
 */
export type SyncPart = 'phrases' | 'audioTracks' | 'pull' | 'stats' | 'device';

export interface PartFailure {
  part: SyncPart;
  /** Set when the part failed as a whole (its list could not be read, the request failed). */
  reason?: FailureReason;
  items: ItemFailure[];
}

export type SyncOutcome =
  | { ok: true; uploadedPhrases: number; uploadedTrainers: number }
  | { ok: false; noToken: true }
  | { ok: false; noToken?: false; failures: PartFailure[] };

export function toFailureReason(error: unknown): FailureReason {
  if (error instanceof ApiRequestError) {
    return { kind: 'http', status: error.status, code: error.code, message: error.message };
  }
  if (error instanceof NetworkError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}
