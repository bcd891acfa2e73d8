import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { encodeMp3 } from '../../apps/server/src/audio/mp3-encoder';
import { EspeakSynthesizer } from '../../apps/server/src/engines/speech-synthesis/espeak-synthesizer';
import { E2E_CORS_REFUSED_AGENT } from './constants';

/**
 * A stand-in for the ElevenLabs API speaking its documented protocol (`xi-api-key` header; GET /v1/user/subscription,
 * GET /v1/models, POST /v1/voices/add as multipart, POST /v1/text-to-speech/{voice_id} answering MP3,
 * DELETE /v1/voices/{voice_id}; errors as `{"detail": {"status", "message"}}`), answering browsers cross-origin as
 * the real one does. It records every call, so a test can read what the browser sent: GET /__e2e/requests?key=…
 *
 * Accounts are told apart by the key, so tests running side by side each use their own:
 * - `sk_e2e_valid_…`: a Creator plan that can clone, 1,234 of 100,000 characters used;
 * - `sk_e2e_free_…`: the free plan, which cannot clone;
 * - `sk_e2e_legacy_…`: an account whose model list is an old English-only one, where no model speaks Spanish;
 * - any other key is refused with 401, as the provider refuses an unknown key.
 *
 * Whether the provider answers browsers cross-origin is not settled (docs/decisions/030), so it can refuse: a browser
 * whose User-Agent carries E2E_CORS_REFUSED_AGENT gets no CORS headers (its preflight is refused), as from a provider
 * that does not allow the page's origin. Calls from a server (our relay) are answered as usual.
 */
export const VOICE_PROVIDER_PLANS = {
  valid: { tier: 'creator', character_count: 1234, character_limit: 100_000, can_use_instant_voice_cloning: true },
  free: { tier: 'free', character_count: 200, character_limit: 10_000, can_use_instant_voice_cloning: false },
  legacy: { tier: 'starter', character_count: 0, character_limit: 30_000, can_use_instant_voice_cloning: true },
} as const;

/** The languages of eleven_multilingual_v2 as the model list gives them (no Norwegian, no Thai). */
const MULTILINGUAL_V2 = [
  'en',
  'ja',
  'zh',
  'de',
  'hi',
  'fr',
  'ko',
  'pt',
  'it',
  'es',
  'id',
  'nl',
  'tr',
  'fil',
  'pl',
  'sv',
  'bg',
  'ro',
  'ar',
  'cs',
  'el',
  'fi',
  'hr',
  'ms',
  'sk',
  'da',
  'ta',
  'uk',
  'ru',
];
/** Flash and Turbo v2.5 add Hungarian, Norwegian and Vietnamese. */
const V2_5 = [...MULTILINGUAL_V2, 'hu', 'no', 'vi'];

function model(model_id: string, languages: string[], can_do_text_to_speech = true) {
  return {
    model_id,
    name: model_id,
    can_do_text_to_speech,
    can_be_finetuned: true,
    languages: languages.map((language_id) => ({ language_id, name: language_id })),
  };
}

const CURRENT_MODELS = [
  model('eleven_multilingual_v2', MULTILINGUAL_V2),
  model('eleven_flash_v2_5', V2_5),
  model('eleven_turbo_v2_5', V2_5),
  model('eleven_multilingual_sts_v2', MULTILINGUAL_V2, false),
];
const LEGACY_MODELS = [model('eleven_monolingual_v1', ['en'])];

/** One call as the stand-in received it. */
export interface ProviderRequest {
  method: string;
  path: string;
  apiKey: string | null;
  contentType: string | null;
  accept: string | null;
  userAgent: string | null;
  /** A JSON body, parsed. */
  json?: unknown;
  /** A multipart body: its text fields, and its files by field name. */
  fields?: Record<string, string[]>;
  files?: Record<string, { name: string; type: string; size: number }[]>;
}

type Plan = keyof typeof VOICE_PROVIDER_PLANS;

function planOf(key: string | null): Plan | null {
  const match = key && /^sk_e2e_(valid|free|legacy)_/.exec(key);
  return match ? (match[1] as Plan) : null;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'xi-api-key, content-type, accept',
  'Access-Control-Max-Age': '600',
};

export async function startVoiceProvider(options: { port: number }): Promise<{ url: string; close(): Promise<void> }> {
  const speech = await new EspeakSynthesizer().synthesize({
    text: 'Hola, esta es tu voz.',
    language: 'es',
    signal: new AbortController().signal,
  });
  const mp3 = await encodeMp3(speech);
  const requests: ProviderRequest[] = [];
  /** voice_id → the key that cloned it. */
  const voices = new Map<string, string>();

  const server: Server = createServer(async (req, res) => {
    const cors = !String(req.headers['user-agent'] ?? '').includes(E2E_CORS_REFUSED_AGENT);
    if (req.method === 'OPTIONS') {
      res.writeHead(cors ? 204 : 403, cors ? CORS_HEADERS : {});
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/__e2e/requests') {
      const key = url.searchParams.get('key');
      replyJson(
        res,
        200,
        requests.filter((request) => request.apiKey === key),
      );
      return;
    }
    const request = await receive(req, url.pathname);
    requests.push(request);
    answer(request, res, cors ? CORS_HEADERS : {});
  });

  /** Answers a call as the provider does, with `cors` (the CORS headers, or none for a refused browser). */
  function answer(request: ProviderRequest, res: ServerResponse, cors: Record<string, string>) {
    const reply = (status: number, body: unknown) => replyJson(res, status, body, cors);
    const plan = planOf(request.apiKey);
    if (!plan || !request.apiKey) {
      reply(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
      return;
    }
    const { method, path } = request;
    if (method === 'GET' && path === '/v1/user/subscription') {
      reply(200, { ...VOICE_PROVIDER_PLANS[plan], status: 'active', currency: 'usd', voice_limit: 30 });
      return;
    }
    if (method === 'GET' && path === '/v1/models') {
      reply(200, plan === 'legacy' ? LEGACY_MODELS : CURRENT_MODELS);
      return;
    }
    if (method === 'POST' && path === '/v1/voices/add') {
      if (!VOICE_PROVIDER_PLANS[plan].can_use_instant_voice_cloning) {
        reply(403, { detail: { status: 'can_not_use_instant_voice_cloning', message: 'Upgrade your plan' } });
        return;
      }
      if (!request.fields?.name?.[0] || !request.files?.files?.length) {
        reply(422, { detail: { status: 'invalid_request', message: 'name and files are required' } });
        return;
      }
      const voiceId = `e2evoice${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      voices.set(voiceId, request.apiKey);
      reply(200, { voice_id: voiceId, requires_verification: false });
      return;
    }
    const tts = /^\/v1\/text-to-speech\/([^/]+)$/.exec(path);
    if (method === 'POST' && tts) {
      const body = request.json as { text?: unknown; model_id?: unknown } | undefined;
      const models = plan === 'legacy' ? LEGACY_MODELS : CURRENT_MODELS;
      if (voices.get(decodeURIComponent(tts[1] ?? '')) !== request.apiKey) {
        reply(404, { detail: { status: 'voice_not_found', message: 'A voice with this id was not found.' } });
      } else if (typeof body?.text !== 'string' || !models.some((m) => m.model_id === body.model_id)) {
        reply(400, { detail: { status: 'invalid_request', message: 'text and a known model_id are required' } });
      } else {
        res.writeHead(200, { ...cors, 'Content-Type': 'audio/mpeg', 'Content-Length': mp3.byteLength });
        res.end(mp3);
      }
      return;
    }
    const voice = /^\/v1\/voices\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && voice) {
      const voiceId = decodeURIComponent(voice[1] ?? '');
      if (voices.get(voiceId) !== request.apiKey) {
        reply(404, { detail: { status: 'voice_not_found', message: 'A voice with this id was not found.' } });
      } else {
        voices.delete(voiceId);
        reply(200, { status: 'ok' });
      }
      return;
    }
    reply(404, { detail: { status: 'not_found', message: `No route ${method} ${path}` } });
  }

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function replyJson(res: ServerResponse, status: number, body: unknown, cors: Record<string, string> = CORS_HEADERS) {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function receive(req: IncomingMessage, path: string): Promise<ProviderRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const request: ProviderRequest = {
    method: req.method ?? '',
    path,
    apiKey: header('xi-api-key'),
    contentType: header('content-type'),
    accept: header('accept'),
    userAgent: header('user-agent'),
  };
  if (request.contentType?.startsWith('application/json')) {
    request.json = JSON.parse(body.toString('utf8') || 'null');
  } else if (request.contentType?.startsWith('multipart/form-data')) {
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      body,
      headers: { 'content-type': request.contentType },
    }).formData();
    request.fields = {};
    request.files = {};
    const { fields, files } = request;
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
      else files[name] = [...(files[name] ?? []), { name: value.name, type: value.type, size: value.size }];
    });
  }
  return request;
}
