import type { ServerRefusal } from '../../shared/api/api-errors';
import type { LocalPhrase } from './local-phrases-db';

/**
 * The table, opened on first use: Dexie (30 KB gzipped) loads then, not with every page that can save
 * on the device (scripts/check-bundle-budget.mjs).
 */
async function table() {
  return (await import('./local-phrases-db')).localPhrasesDb.phrases;
}

/** Saves a phrase on this device; Sync Data uploads it later. */
export async function saveLocalPhrase(phrase: Omit<LocalPhrase, 'serverId'>, at = new Date()): Promise<void> {
  await (await table()).put({ createdAt: at.toISOString(), ...phrase });
}

/**
 * When a local phrase was saved: its own date, else the time its id was made from (ids are the
 * current time as text unless a voice id), else null.
 */
export function localPhraseSavedAt(phrase: LocalPhrase): string | null {
  if (phrase.createdAt) return phrase.createdAt;
  if (!/^\d{12,}$/.test(phrase.id)) return null;
  const date = new Date(Number(phrase.id));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Every phrase on this device, uploaded or not, newest first: what the learner has without a connection. */
export async function allLocalPhrases(): Promise<LocalPhrase[]> {
  const all = await (await table()).toArray();
  return all.sort((a, b) => (localPhraseSavedAt(b) ?? '').localeCompare(localPhraseSavedAt(a) ?? ''));
}

/** Phrases the server has not confirmed yet. */
export async function unsyncedLocalPhrases(): Promise<LocalPhrase[]> {
  const all = await (await table()).toArray();
  return all.filter((phrase) => !phrase.serverId);
}

export async function markPhraseSynced(id: string, serverId: string): Promise<void> {
  await (await table()).update(id, { serverId });
}

/** Server ids already claimed by a local phrase, so a server copy is matched to one local phrase only. */
export async function syncedPhraseServerIds(): Promise<Set<string>> {
  const all = await (await table()).toArray();
  return new Set(all.flatMap((phrase) => (phrase.serverId ? [phrase.serverId] : [])));
}

/** The server refused this phrase for good: it stays on the device, with why, until the learner deletes it. */
export async function markPhraseRefused(id: string, refused: ServerRefusal): Promise<void> {
  await (await table()).update(id, { refused });
}

export async function deleteLocalPhrase(id: string): Promise<void> {
  await (await table()).delete(id);
}
