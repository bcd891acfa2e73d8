import type { QueryClient } from '@tanstack/react-query';
import { audioTracksQueryOptions } from '../../../entities/audio-tracks/api/get-audio-tracks';
import { phrasesQueryOptions } from '../../../entities/phrases/api/get-phrases';
import { sessionStore } from '../../../entities/session/session-store';
import { userDataKey } from '../../../shared/api/user-data-key';
import { postStatsSync } from '../api/post-stats-sync';
import { type PartFailure, type SyncOutcome, type SyncPart, toFailureReason } from './sync-outcome';
import { uploadLocalPhrases } from './upload-local-phrases';
import { uploadLocalTrainers } from './upload-local-trainers';

async function attempt(part: SyncPart, action: () => Promise<unknown>): Promise<PartFailure | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    return { part, reason: toFailureReason(error), items: [] };
  }
}

/** Pull: the server's phrases and tracks, fresh, into what every screen shows (the pages loaded so far). */
function pullServerData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.fetchInfiniteQuery({ ...phrasesQueryOptions(), staleTime: 0 }),
    queryClient.fetchInfiniteQuery({ ...audioTracksQueryOptions(), staleTime: 0 }),
  ]);
}

async function runSync(queryClient: QueryClient): Promise<SyncOutcome> {
  if (!sessionStore.getSnapshot().token) return { ok: false, noToken: true };
  // Every part runs even when an earlier one failed: what can sync, syncs.
  const phrases = await uploadLocalPhrases();
  const trainers = await uploadLocalTrainers();
  const pull = await attempt('pull', () => pullServerData(queryClient));
  const stats = await attempt('stats', postStatsSync);
  await queryClient.invalidateQueries({ queryKey: userDataKey });
  const failures = [phrases.failure, trainers.failure, pull, stats].filter((f): f is PartFailure => Boolean(f));
  if (failures.length > 0) return { ok: false, failures };
  return { ok: true, uploadedPhrases: phrases.uploaded, uploadedTrainers: trainers.uploaded };
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sync Data (docs/product.md, Sync): upload local phrases and trainers, pull the server's data,
 * ask the server to recompute the statistics. Two syncs never run at once, in this tab (a second
 * press joins the first) or across tabs (the Web Locks API queues them), so nothing uploads twice.
 */
export function syncLocalData(queryClient: QueryClient): Promise<SyncOutcome> {
  if (running) return running;
  const locked = async (): Promise<SyncOutcome> =>
    navigator.locks ? await navigator.locks.request('tolk-sync', () => runSync(queryClient)) : runSync(queryClient);
  const current = locked().finally(() => {
    running = null;
  });
  running = current;
  return current;
}
