import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { TestAdminResponse } from '@tolk/contracts/health';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** GET /api/test/admin: does an active administrator exist? */
export function getTestAdmin(): Promise<TestAdminResponse> {
  return callEndpoint(healthEndpoints.testAdmin);
}
