import { type LocalPhrase, localPhrasesDb } from './local-phrases-db';

/** Saves a phrase on this device; Sync Data uploads it later. */
export async function saveLocalPhrase(phrase: Omit<LocalPhrase, 'serverId'>): Promise<void> {
  await localPhrasesDb.phrases.put(phrase);
}

/** Phrases the server has not confirmed yet. */
export async function unsyncedLocalPhrases(): Promise<LocalPhrase[]> {
  const all = await localPhrasesDb.phrases.toArray();
  return all.filter((phrase) => !phrase.serverId);
}

export async function markPhraseSynced(id: string, serverId: string): Promise<void> {
  await localPhrasesDb.phrases.update(id, { serverId });
}

/** Server ids already claimed by a local phrase, so a server copy is matched to one local phrase only. */
export async function syncedPhraseServerIds(): Promise<Set<string>> {
  const all = await localPhrasesDb.phrases.toArray();
  return new Set(all.flatMap((phrase) => (phrase.serverId ? [phrase.serverId] : [])));
}
