import { statsPaths } from '@tolk/contracts/stats';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

const Acknowledged = z.object({ success: z.literal(true) });

/** The daily check-in: the server validates the number and counts today as a day of activity. */
export function postLearningStreak(streak: number) {
  return apiRequest(statsPaths.learningStreak, { method: 'POST', body: { streak }, auth: true, schema: Acknowledged });
}
