import Dexie, { type EntityTable } from 'dexie';
import type { ServerRefusal } from '../../shared/api/api-errors';

/**
 * A phrase saved on this device (docs/product.md, Sync): work done offline or by a
 * screen that records audio in the browser, waiting for Sync Data to upload it.
 */
export interface LocalPhrase {
  /** The voice id or the current time as text; any unique string works. */
  id: string;
  text: string;
  translation: string;
  /** The recording (webm from voice cloning), base64 text, or nothing (text translation). */
  originalAudioBlob: Blob | string | null;
  translatedAudioBase64: string | null;
  sourceLanguage: string;
  targetLanguage: string;
  /** When it was saved (ISO 8601). Phrases saved before this field existed have none. */
  createdAt?: string;
  /**
   * The server's id once it confirmed the upload. The phrases API has no idempotency key, so
   * this mark is what keeps a repeated sync from uploading the phrase again.
   */
  serverId?: string;
  /** Set when the server refused the upload for good: Sync Data no longer sends it, and the learner may delete it. */
  refused?: ServerRefusal;
}

/** The local phrase database: one table keyed by id, version 1. */
export const localPhrasesDb = new Dexie('tolk-phrases') as Dexie & {
  phrases: EntityTable<LocalPhrase, 'id'>;
};
localPhrasesDb.version(1).stores({ phrases: 'id' });
