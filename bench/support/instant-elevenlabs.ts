import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VOICE_PROVIDER_KEY_HEADER, VOICE_SAMPLE_FIELD, voiceProviderPaths } from '@tolk/contracts/voice-cloning';

/** How much "speech" one text-to-speech call answers: about 2 s of 128 kbit/s MP3. */
export const SPEECH_BYTES = 30 * 1024;

/** The subscription as ElevenLabs documents it (GET /v1/user/subscription), trimmed to what matters. */
const SUBSCRIPTION = JSON.stringify({
  tier: 'starter',
  character_count: 1200,
  character_limit: 30000,
  can_extend_character_limit: false,
  allowed_to_extend_character_limit: false,
  voice_limit: 10,
  professional_voice_limit: 0,
  can_use_instant_voice_cloning: true,
  status: 'active',
});

/** An MP3-like body: an ID3v2 header, then MPEG frame headers (0xFFFB) among filler bytes. */
function mp3Like(bytes: number): Buffer {
  const body = Buffer.alloc(bytes, 0x55);
  body.write('ID3', 0, 'latin1');
  body.writeUInt8(4, 3);
  for (let offset = 10; offset + 1 < bytes; offset += 417) body.writeUInt16BE(0xfffb, offset);
  return body;
}

const TEXT_TO_SPEECH = /^\/v1\/text-to-speech\/[A-Za-z0-9_-]+(\?.*)?$/;

/**
 * An ElevenLabs stand-in with zero think time (node:http, the documented paths and bodies): the
 * subscription as JSON, text-to-speech as SPEECH_BYTES of `audio/mpeg`, add-voice answering
 * `{ voice_id }` once it has read the whole multipart form and found a sample in it. A call
 * without `xi-api-key` gets ElevenLabs' 401, so a relay that dropped the key shows up as non-2xx.
 * Whatever a relayed call takes beyond this server's own answer is the relay's.
 */
export async function startInstantElevenLabs(): Promise<{ baseUrl: string; calls: () => number; close: () => void }> {
  const speech = mp3Like(SPEECH_BYTES);
  let calls = 0;
  const answer = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    calls++;
    const path = request.url ?? '';
    if (!request.headers[VOICE_PROVIDER_KEY_HEADER]) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"detail":{"status":"invalid_api_key","message":"Invalid API key"}}');
    } else if (request.method === 'GET' && path === voiceProviderPaths.subscription) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(SUBSCRIPTION);
    } else if (request.method === 'POST' && TEXT_TO_SPEECH.test(path)) {
      JSON.parse(body.toString('utf8'));
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(speech);
    } else if (request.method === 'POST' && path === voiceProviderPaths.addVoice) {
      // Parse the form as the provider would: a relay that mangled it gets a 400.
      const form = await new Request('http://provider/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }).formData();
      const ok = form.getAll(VOICE_SAMPLE_FIELD).length > 0 && form.get('name');
      response
        .writeHead(ok ? 200 : 400, { 'content-type': 'application/json' })
        .end(ok ? '{"voice_id":"benchClonedVoice01","requires_verification":false}' : '{"detail":"bad form"}');
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"not found"}');
    }
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, response, Buffer.concat(chunks)).catch(() => {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"detail":"unreadable body"}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, calls: () => calls, close: () => server.close() };
}
