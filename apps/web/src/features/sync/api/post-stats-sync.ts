import { statsPaths } from '@tolk/contracts/stats';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

/** The contracts give no body for this answer: only its success matters here. */
const Acknowledged = z.object({ success: z.literal(true) });

/** POST /api/user/stats/sync: the server recomputes the statistics from the synced data. */
export function postStatsSync() {
  return apiRequest(statsPaths.sync, { method: 'POST', body: {}, auth: true, schema: Acknowledged });
}
