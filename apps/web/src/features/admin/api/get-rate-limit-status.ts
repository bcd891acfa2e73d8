import { healthPaths, RateLimitStatusResponse } from '@tolk/contracts/health';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/test/rate-limit-status: OK, or LIMITED with a message. */
export function getRateLimitStatus(): Promise<RateLimitStatusResponse> {
  return apiRequest(healthPaths.testRateLimit, { auth: true, schema: RateLimitStatusResponse });
}
