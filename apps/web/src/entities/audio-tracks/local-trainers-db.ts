import Dexie, { type EntityTable } from 'dexie';
import type { ServerRefusal } from '../../shared/api/api-errors';

/** An audio trainer built on this device (docs/product.md, Audio tracks). */
export interface LocalTrainer {
  /** The current time as text when it was made. */
  id: string;
  /** 'Тренажёр' and the local date-time, see trainerName(). */
  name: string;
  /** The clips, played one after another. */
  audioBase64List: string[];
  /** The server's track id once it confirmed the upload (see LocalPhrase.serverId). */
  serverId?: string;
  /** Set when the server refused the upload for good (see LocalPhrase.refused). */
  refused?: ServerRefusal;
}

/** The local audio-trainer database: one table keyed by id, version 1. */
export const localTrainersDb = new Dexie('tolk-audio-trainers') as Dexie & {
  trainers: EntityTable<LocalTrainer, 'id'>;
};
localTrainersDb.version(1).stores({ trainers: 'id' });
