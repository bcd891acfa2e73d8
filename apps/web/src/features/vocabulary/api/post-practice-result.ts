import { PracticeResultResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * POST practice-result/{id}: a typed answer reviews the word's card. The answer time and a reveal
 * decide the FSRS rating on the server (docs/decisions/021).
 */
export function postPracticeResult(options: {
  id: string;
  isCorrect: boolean;
  durationMs: number;
  revealed?: boolean;
}): Promise<PracticeResultResponse> {
  const query = new URLSearchParams({
    isCorrect: String(options.isCorrect),
    durationMs: String(Math.max(0, Math.round(options.durationMs))),
  });
  if (options.revealed) query.set('revealed', 'true');
  return apiRequest(`${vocabularyPaths.practiceResult(options.id)}?${query}`, {
    method: 'POST',
    auth: true,
    schema: PracticeResultResponse,
  });
}
