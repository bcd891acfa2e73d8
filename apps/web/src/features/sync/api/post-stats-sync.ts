import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST /api/user/stats/sync: the server recomputes the statistics from the synced data. */
export function postStatsSync() {
  return callEndpoint(statsEndpoints.sync);
}
