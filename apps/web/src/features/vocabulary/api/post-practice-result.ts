import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { PracticeResultResponse } from '@tolk/contracts/vocabulary-practice';
import { callEndpoint } from '../../../shared/api/call-endpoint';

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
  return callEndpoint(vocabularyEndpoints.practiceResult, {
    params: { id: options.id },
    query: {
      isCorrect: String(options.isCorrect),
      durationMs: String(Math.max(0, Math.round(options.durationMs))),
      // Sent only when the answer was revealed.
      revealed: options.revealed ? 'true' : undefined,
    },
  });
}
