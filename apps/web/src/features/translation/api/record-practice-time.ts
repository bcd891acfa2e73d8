import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * After each translation one minute of practice is counted. It is bookkeeping,
 * not the learner's task: any failure is ignored.
 */
export function recordPracticeMinute(): void {
  callEndpoint(statsEndpoints.practiceTime, { body: { minutes: 1 } }).catch(() => {});
}
