import type { ServerRefusal } from '../../shared/api/api-errors';
import type { LocalTrainer } from './local-trainers-db';

/** The table, opened on first use (Dexie loads then: see the phrases' table in entities/phrases/local-phrases.ts). */
async function table() {
  return (await import('./local-trainers-db')).localTrainersDb.trainers;
}

/** A local trainer is named with this label plus the local date-time, in every interface language. */
const TRAINER_LABEL = 'Тренажёр';

/** The label and the date-time as the interface language writes it (`locale`), not the browser's default. */
export function trainerName(at: Date, locale?: string): string {
  return `${TRAINER_LABEL} ${at.toLocaleString(locale)}`;
}

/** Saves a trainer on this device, named in the interface language's `locale`; Sync Data uploads it later. */
export async function saveLocalTrainer(
  audioBase64List: string[],
  at = new Date(),
  locale?: string,
): Promise<LocalTrainer> {
  const trainer: LocalTrainer = { id: String(at.getTime()), name: trainerName(at, locale), audioBase64List };
  await (await table()).put(trainer);
  return trainer;
}

/** Trainers the server has not confirmed yet, oldest first. */
export async function unsyncedLocalTrainers(): Promise<LocalTrainer[]> {
  const all = await (await table()).toArray();
  return all.filter((trainer) => !trainer.serverId);
}

/** Every trainer on this device, uploaded or not, oldest first: what plays without a connection. */
export async function allLocalTrainers(): Promise<LocalTrainer[]> {
  return (await table()).toArray();
}

export async function markTrainerSynced(id: string, serverId: string): Promise<void> {
  await (await table()).update(id, { serverId });
}

/** The server refused this trainer for good (see markPhraseRefused). */
export async function markTrainerRefused(id: string, refused: ServerRefusal): Promise<void> {
  await (await table()).update(id, { refused });
}

export async function deleteLocalTrainer(id: string): Promise<void> {
  await (await table()).delete(id);
}

/** Server track ids already claimed by a local trainer. */
export async function syncedTrainerServerIds(): Promise<Set<string>> {
  const all = await (await table()).toArray();
  return new Set(all.flatMap((trainer) => (trainer.serverId ? [trainer.serverId] : [])));
}
