import type { LanguageCode } from '@tolk/contracts/languages';
import { speechPaths, TranscribeResponse } from '@tolk/contracts/speech';
import { TextTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import { apiRequest } from '../../../shared/api/api-client';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';

/** POST /api/audio/transcribe: our server's recognition of the recording, sent as the 16 kHz mono WAV it wants. */
export async function recogniseSpeech(recording: Blob, languageCode: LanguageCode): Promise<string> {
  const form = new FormData();
  form.append('languageCode', languageCode);
  form.append('audio', await recordingToWav(recording), 'recording.wav');
  const answer = await apiRequest(speechPaths.transcribe, {
    method: 'POST',
    auth: true,
    body: form,
    schema: TranscribeResponse,
  });
  return answer.text;
}

/** POST /api/text-translate: our server's translation of the recognised text. */
export async function translateRecognised(text: string, from: LanguageCode, to: LanguageCode): Promise<string> {
  const answer = await apiRequest(translationPaths.text, {
    method: 'POST',
    auth: true,
    body: { text, direction: `${from}-${to}` },
    schema: TextTranslateResponse,
  });
  return answer.translation;
}
