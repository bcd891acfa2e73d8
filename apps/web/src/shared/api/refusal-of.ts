import { ApiRequestError, type ServerRefusal } from './api-errors';

// A module of its own: only a sync reads refusals, and api-errors.ts is in every page's first load.
const PASSING_STATUSES = new Set([401, 403, 408, 429]);

/** The refusal in `error` (ServerRefusal), or undefined when the failure may pass. */
export function refusalOf(error: unknown): ServerRefusal | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status < 400 || error.status >= 500 || PASSING_STATUSES.has(error.status)) return undefined;
  if (error.code === 'STORAGE_QUOTA_EXCEEDED' || error.code === 'RATE_LIMITED') return undefined;
  return { status: error.status, code: error.code, fields: Object.keys(error.fieldErrors) };
}
