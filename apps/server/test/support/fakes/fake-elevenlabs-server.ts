import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it: the body as raw bytes, so audio and forms compare exactly. */
export interface ReceivedCall {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeElevenLabs {
  url: string;
  calls: ReceivedCall[];
  /** The MP3 every speech call answers with. */
  speech: Buffer;
  close(): Promise<void>;
}

/** A key the stand-in accepts; any other is refused as the provider does. */
export const VALID_VOICE_KEY = 'sk_standin0123456789abcdef0123456789abcdef';
export const CLONED_VOICE_ID = 'StandInVoice000000001';
/** A voice whose speech the stand-in fails with its own 503, as an overloaded provider does. */
export const OVERLOADED_VOICE_ID = 'OverloadedVoice000001';

/** The provider's refusal of a key, in its documented shape; `quoteKey` repeats the key, as a careless provider might. */
function invalidKey(key: string | undefined, quoteKey: boolean) {
  return {
    detail: {
      status: 'invalid_api_key',
      message: quoteKey ? `Invalid API key: ${key ?? ''}` : 'Invalid API key',
    },
  };
}

/**
 * A local stand-in for the ElevenLabs API, speaking its documented calls: subscription, user, models,
 * voices, add-voice (multipart name, description, repeated files → {voice_id}), text-to-speech
 * (JSON → MP3) and voice deletion; anything else is its 404. It records every call.
 */
export async function startFakeElevenLabs(options: { quoteKeyInErrors?: boolean } = {}): Promise<FakeElevenLabs> {
  const calls: ReceivedCall[] = [];
  // An MPEG frame header and bytes of every value: any re-encoding on the way would show.
  const speech = Buffer.concat([
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256)),
  ]);
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const call: ReceivedCall = {
      method: req.method ?? '',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    calls.push(call);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const key = req.headers['xi-api-key'] as string | undefined;
    if (key !== VALID_VOICE_KEY) return json(401, invalidKey(key, options.quoteKeyInErrors ?? false));
    const path = new URL(call.url, 'http://stand-in').pathname;
    const route = `${call.method} ${path}`;
    if (route === 'GET /v1/user/subscription') {
      return json(200, {
        tier: 'starter',
        character_count: 1200,
        character_limit: 30000,
        can_use_instant_voice_cloning: true,
      });
    }
    if (route === 'GET /v1/user') {
      return json(200, { subscription: { tier: 'starter', character_count: 1200, character_limit: 30000 } });
    }
    if (route === 'GET /v1/models') {
      return json(200, [
        { model_id: 'eleven_multilingual_v2', languages: [{ language_id: 'en', name: 'English' }] },
        { model_id: 'eleven_turbo_v2_5', languages: [{ language_id: 'no', name: 'Norwegian' }] },
      ]);
    }
    if (route === 'GET /v1/voices') return json(200, { voices: [{ voice_id: CLONED_VOICE_ID, name: 'Mine' }] });
    if (route === 'POST /v1/voices/add') return json(200, { voice_id: CLONED_VOICE_ID, requires_verification: false });
    if (route === `POST /v1/text-to-speech/${OVERLOADED_VOICE_ID}`) {
      return json(503, { detail: { status: 'system_busy', message: 'The system is busy' } });
    }
    if (call.method === 'POST' && path.startsWith('/v1/text-to-speech/')) {
      res.writeHead(200, { 'Content-Type': 'audio/mpeg' });
      res.end(speech);
      return;
    }
    if (call.method === 'DELETE' && path.startsWith('/v1/voices/')) return json(200, { status: 'ok' });
    return json(404, { detail: { status: 'not_found', message: `No ${route}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    speech,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
