import type { LanguageCode } from '@tolk/contracts/languages';
import { ReviewTrackResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/** POST review-track: today's due words as an audio track (word, pause, translation), saved with the learner's tracks. */
export function createReviewTrack(targetLanguage: LanguageCode): Promise<ReviewTrackResponse> {
  return apiRequest(vocabularyPaths.reviewTrack, {
    method: 'POST',
    auth: true,
    body: { targetLanguage },
    schema: ReviewTrackResponse,
  });
}
