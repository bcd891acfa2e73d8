import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { SpeechReviewResponse } from '@tolk/contracts/vocabulary-practice';
import { callEndpoint } from '../../../shared/api/call-endpoint';

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
  return callEndpoint(vocabularyEndpoints.speechReview, { params: { id: options.id }, body: form });
}
