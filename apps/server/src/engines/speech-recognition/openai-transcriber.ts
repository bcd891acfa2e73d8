import { isLanguageCode } from '@tolk/contracts/languages';
import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import { recognizedWords } from './recognized-words';
import type { RecognitionRequest, SpeechRecognizer } from './speech-recognizer';

const ENGINE = 'openai';

export interface OpenAiTranscriberOptions {
  /** Including the API version, e.g. https://api.openai.com/v1 or http://localhost:8000/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers need none. */
  apiKey?: string;
  /** e.g. whisper-1, gpt-4o-transcribe, whisper-large-v3 (Groq), Systran/faster-whisper-small. */
  model: string;
}

/** `response_format=json` answers `{ "text": … }`; servers may add fields (segments, usage). */
const Transcription = z.object({ text: z.string() });

/**
 * Any OpenAI-compatible speech-to-text server: OpenAI, Groq, faster-whisper servers,
 * whisper.cpp's server, LocalAI. One multipart POST to /audio/transcriptions per recording.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): SpeechRecognizer {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};

  return {
    name: ENGINE,
    // Whisper-family models know all 20 catalog languages by their ISO 639-1 codes.
    supports: (language) => isLanguageCode(language),
    async transcribe({ wav, language, signal }: RecognitionRequest) {
      // fetch() sets the multipart Content-Type with its boundary itself; setting it here would break it.
      const response = await engineFetch(ENGINE, `${baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers,
        body: transcriptionForm(wav, language, options.model),
        signal,
      });
      const answer = await readAnswer(ENGINE, response, Transcription, signal);
      return recognizedWords(answer.text);
    },
    probe: () => probeHttp(ENGINE, `${baseUrl}/models`, headers),
  };
}

function transcriptionForm(wav: Uint8Array, language: string, model: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
  form.append('model', model);
  // Explicit, never auto-detected: a learner's accent makes detection pick the wrong language.
  form.append('language', language);
  form.append('response_format', 'json');
  return form;
}
