import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { LanguageCode } from '@tolk/contracts/languages';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { transcribeRecording } from '../../../shared/api/transcribe-recording';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';

/** Our server's recognition of the recording, sent as the 16 kHz mono WAV it wants. */
export async function recogniseSpeech(recording: Blob, languageCode: LanguageCode): Promise<string> {
  const answer = await transcribeRecording({ wav: await recordingToWav(recording), languageCode });
  return answer.text;
}

/** POST /api/text-translate: our server's translation of the recognised text. */
export async function translateRecognised(text: string, from: LanguageCode, to: LanguageCode): Promise<string> {
  const answer = await callEndpoint(translationEndpoints.translateText, { body: { text, direction: `${from}-${to}` } });
  return answer.translation;
}
