import type { LanguageCode } from '@tolk/contracts/languages';
import { SpeechReviewResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/** POST speech-review/{id}: the learner saying the word (16 kHz mono WAV) reviews its card. */
export function postSpeechReview(options: {
  id: string;
  wav: Blob;
  expectedLanguage: LanguageCode;
  durationMs: number;
}): Promise<SpeechReviewResponse> {
  const form = new FormData();
  form.append('expectedLanguage', options.expectedLanguage);
  form.append('durationMs', String(Math.max(0, Math.round(options.durationMs))));
  form.append('audio', options.wav, 'recording.wav');
  return apiRequest(vocabularyPaths.speechReview(options.id), {
    method: 'POST',
    auth: true,
    body: form,
    schema: SpeechReviewResponse,
  });
}
