import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** The daily check-in: the server validates the number and counts today as a day of activity. */
export function postLearningStreak(streak: number) {
  return callEndpoint(statsEndpoints.learningStreak, { body: { streak } });
}
