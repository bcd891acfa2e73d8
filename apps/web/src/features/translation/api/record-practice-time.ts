import { PracticeTimeResponse, statsPaths } from '@tolk/contracts/stats';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * After each translation one minute of practice is counted. It is bookkeeping,
 * not the learner's task: any failure is ignored.
 */
export function recordPracticeMinute(): void {
  apiRequest(statsPaths.practiceTime, {
    method: 'POST',
    auth: true,
    body: { minutes: 1 },
    schema: PracticeTimeResponse,
  }).catch(() => {});
}
