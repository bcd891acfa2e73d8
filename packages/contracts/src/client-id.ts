import { CLIENT_ID_MAX_LENGTH } from './limits';
import { safeString } from './safe-text';

/**
 * The id a phrase or trainer had on the device it is synced from (its IndexedDB key). Sending it
 * makes the upload idempotent: a sync repeated after an interruption gets back the record the
 * server already saved under that id, instead of a second copy.
 */
export const ClientId = safeString('clientId', { error: 'clientId must be a string' })
  .trim()
  .min(1, 'clientId must not be empty')
  .max(CLIENT_ID_MAX_LENGTH, `clientId must be at most ${CLIENT_ID_MAX_LENGTH} characters`)
  .optional();
