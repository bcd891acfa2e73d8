import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * After each translation one minute of practice is counted. It is bookkeeping,
 * not the learner's task: any failure is ignored. The statistics' declarations and
 * schemas load with the first count, not with the translators' first load (its
 * budget: scripts/check-bundle-budget.mjs).
 */
export function recordPracticeMinute(): void {
  import('@tolk/contracts/endpoints/stats')
    .then(({ statsEndpoints }) => callEndpoint(statsEndpoints.practiceTime, { body: { minutes: 1 } }))
    .catch(() => {});
}
