import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { RateLimitStatusResponse } from '@tolk/contracts/health';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** GET /api/test/rate-limit-status: OK, or LIMITED with a message. */
export function getRateLimitStatus(): Promise<RateLimitStatusResponse> {
  return callEndpoint(healthEndpoints.testRateLimit);
}
