import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { ReviewTrackResponse } from '@tolk/contracts/vocabulary';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * POST review-track: today's due words as an audio track (word, pause, translation), saved with the
 * learner's tracks under `name` (in the interface language).
 */
export function createReviewTrack(targetLanguage: LanguageCode, name: string): Promise<ReviewTrackResponse> {
  return callEndpoint(vocabularyEndpoints.reviewTrack, { body: { targetLanguage, name } });
}
