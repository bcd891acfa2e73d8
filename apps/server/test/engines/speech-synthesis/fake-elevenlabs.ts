import { type Handler, pcmTone, type RecordedRequest, type Reply, replyWith } from './fake-http-server';

export const SECONDS_PER_CHARACTER = 0.07;

/**
 * ElevenLabs' protocol as documented: POST /v1/text-to-speech/{voice_id}?output_format=… with an
 * `xi-api-key` header and a JSON body {text, model_id, voice_settings}; 'pcm_24000' answers raw
 * 24 kHz 16-bit mono. Errors come as {detail: {status, message}}. GET /v1/user describes the key's account.
 */
export function elevenLabsProtocol(apiKey: string, voiceIds: string[]): Handler {
  return replyWith((request) => {
    if (request.headers['xi-api-key'] !== apiKey) return elevenLabsError(401, 'invalid_api_key', 'Invalid API key');
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && url.pathname === '/v1/user') {
      return { status: 200, json: { subscription: { tier: 'free', character_count: 0 }, is_new_user: false } };
    }
    const voiceId = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && voiceId) return speech(request, url, decodeURIComponent(voiceId), voiceIds);
    return elevenLabsError(404, 'not_found', 'Not found');
  });
}

function speech(request: RecordedRequest, url: URL, voiceId: string, voiceIds: string[]): Reply {
  if (!voiceIds.includes(voiceId))
    return elevenLabsError(404, 'voice_not_found', 'A voice with that id was not found.');
  if (url.searchParams.get('output_format') !== 'pcm_24000') {
    return elevenLabsError(422, 'invalid_output_format', 'This stand-in answers pcm_24000 only.');
  }
  const body = JSON.parse(request.body) as { text?: string };
  if (!body.text) return elevenLabsError(422, 'invalid_request', 'text is required');
  const samples = Math.round(body.text.length * SECONDS_PER_CHARACTER * 24_000);
  return { status: 200, contentType: 'audio/pcm', bytes: pcmTone(samples) };
}

function elevenLabsError(status: number, code: string, message: string): Reply {
  return { status, json: { detail: { status: code, message } } };
}
