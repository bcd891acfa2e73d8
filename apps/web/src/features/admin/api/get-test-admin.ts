import { healthPaths, TestAdminResponse } from '@tolk/contracts/health';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/test/admin: does an active administrator exist? */
export function getTestAdmin(): Promise<TestAdminResponse> {
  return apiRequest(healthPaths.testAdmin, { auth: true, schema: TestAdminResponse });
}
