import type { LanguageCode } from '@tolk/contracts/languages';
import { validateRecording } from '../../audio/validate-recording';
import { detectVoiceActivity } from '../../audio/voice-activity';
import type { RecognitionService } from '../../engines/speech-recognition/recognition-service';
import { AppError } from '../../errors/app-error';

/**
 * From an uploaded recording to words: refuse what is not a usable WAV, and never send
 * silence to an engine (Whisper-style models invent sentences for it) but say so instead.
 */
export async function understandRecording(options: {
  recognition: RecognitionService;
  upload: Uint8Array;
  language: LanguageCode;
  /** The learner's id, for their share of the engine's slots. */
  learner?: string;
}): Promise<{ text: string; engine: string }> {
  const wav = validateRecording(options.upload);
  if (!detectVoiceActivity(wav.audio).hasSpeech) throw new AppError('NO_SPEECH', 'No speech detected');
  return options.recognition.transcribe({ wav: options.upload, language: options.language, learner: options.learner });
}
