import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { TestJwtResponse } from '@tolk/contracts/health';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** GET /api/test/test-jwt-simple: is our bearer token accepted? */
export function getTestJwt(): Promise<TestJwtResponse> {
  return callEndpoint(healthEndpoints.testJwt);
}
