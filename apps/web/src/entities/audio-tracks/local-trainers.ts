import { type LocalTrainer, localTrainersDb } from './local-trainers-db';

/** A local trainer is named with this label plus the local date-time, in every interface language. */
const TRAINER_LABEL = 'Тренажёр';

export function trainerName(at: Date): string {
  return `${TRAINER_LABEL} ${at.toLocaleString()}`;
}

/** Saves a trainer on this device; Sync Data uploads it later. */
export async function saveLocalTrainer(audioBase64List: string[], at = new Date()): Promise<LocalTrainer> {
  const trainer: LocalTrainer = { id: String(at.getTime()), name: trainerName(at), audioBase64List };
  await localTrainersDb.trainers.put(trainer);
  return trainer;
}

/** Trainers the server has not confirmed yet, oldest first. */
export async function unsyncedLocalTrainers(): Promise<LocalTrainer[]> {
  const all = await localTrainersDb.trainers.toArray();
  return all.filter((trainer) => !trainer.serverId);
}

/** Every trainer on this device, uploaded or not, oldest first: what plays without a connection. */
export async function allLocalTrainers(): Promise<LocalTrainer[]> {
  return localTrainersDb.trainers.toArray();
}

export async function markTrainerSynced(id: string, serverId: string): Promise<void> {
  await localTrainersDb.trainers.update(id, { serverId });
}

export async function deleteLocalTrainer(id: string): Promise<void> {
  await localTrainersDb.trainers.delete(id);
}

/** Server track ids already claimed by a local trainer. */
export async function syncedTrainerServerIds(): Promise<Set<string>> {
  const all = await localTrainersDb.trainers.toArray();
  return new Set(all.flatMap((trainer) => (trainer.serverId ? [trainer.serverId] : [])));
}
