import { healthPaths, TestJwtResponse } from '@tolk/contracts/health';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/test/test-jwt-simple: is our bearer token accepted? */
export function getTestJwt(): Promise<TestJwtResponse> {
  return apiRequest(healthPaths.testJwt, { auth: true, schema: TestJwtResponse });
}
