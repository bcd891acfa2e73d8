import { type Handler, pcmTone, type RecordedRequest, type Reply, replyWith } from './fake-http-server';

/** Seconds of audio per input character, so the answer's length follows the text like speech does. */
export const SECONDS_PER_CHARACTER = 0.07;

interface SpeechBody {
  model?: string;
  input?: string;
  voice?: string;
  response_format?: string;
}

/**
 * OpenAI's text-to-speech protocol as documented: POST /v1/audio/speech with a bearer key and a
 * JSON body {model, input, voice, response_format}; 'pcm' answers raw 24 kHz 16-bit mono.
 * Errors come as {error: {message, type, code}}. GET /v1/models lists models.
 */
export function openAiSpeechProtocol(apiKey: string | undefined): Handler {
  return replyWith((request) => {
    if (apiKey && request.headers.authorization !== `Bearer ${apiKey}`) {
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (request.method === 'GET' && request.url === '/v1/models') {
      return { status: 200, json: { object: 'list', data: [{ id: 'tts-1', object: 'model', owned_by: 'system' }] } };
    }
    if (request.method === 'POST' && request.url === '/v1/audio/speech') return speech(request);
    return openAiError(404, `Invalid URL (${request.method} ${request.url})`, null);
  });
}

function speech(request: RecordedRequest): Reply {
  const body = JSON.parse(request.body) as SpeechBody;
  if (!body.model || !body.input || !body.voice) {
    return openAiError(400, 'model, input and voice are required.', 'invalid_request_error');
  }
  if (body.response_format !== 'pcm') {
    return openAiError(400, 'This stand-in answers response_format "pcm" only.', 'invalid_request_error');
  }
  const samples = Math.round(body.input.length * SECONDS_PER_CHARACTER * 24_000);
  return { status: 200, contentType: 'audio/pcm', bytes: pcmTone(samples) };
}

function openAiError(status: number, message: string, code: string | null): Reply {
  return { status, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}
