import { type FakeHttpServer, type FakeReply, type RecordedRequest, startFakeHttpServer } from './fake-http-server';

export interface LibreLanguage {
  code: string;
  name: string;
  targets?: string[];
}

export interface FakeLibreTranslate extends FakeHttpServer {
  /** Translations the fake knows, keyed `${source}>${target}:${q}`. */
  phrasebook: Map<string, string>;
  /** When set, answers every request with this instead of following the protocol. */
  override?: FakeReply;
  /** When set, answers each /translate only after this many ms, as a slow model would. */
  translateDelayMs?: number;
}

/** Current LibreTranslate names Norwegian 'nb' and simplified Chinese 'zh-Hans'; not every pair has a model. */
export const LIBRE_LANGUAGES: LibreLanguage[] = [
  { code: 'en', name: 'English', targets: ['de', 'es', 'nb', 'sv', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'nb', name: 'Norwegian', targets: ['en', 'sv'] },
  { code: 'sv', name: 'Swedish', targets: ['en', 'nb'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
  { code: 'de', name: 'German', targets: ['en'] },
];

/**
 * A stand-in for a LibreTranslate server speaking its documented API: GET /languages
 * ([{code, name, targets}]), POST /translate with {q, source, target, format, api_key}
 * answering {translatedText}, and {error} bodies with 400/403 like the real server.
 */
export async function startFakeLibreTranslate(options: {
  apiKey?: string;
  languages?: LibreLanguage[];
}): Promise<FakeLibreTranslate> {
  const languages = options.languages ?? LIBRE_LANGUAGES;
  const fake: Partial<FakeLibreTranslate> = { phrasebook: new Map() };
  const server = await startFakeHttpServer((request) => {
    if (fake.override) return fake.override;
    if (request.method === 'GET' && request.path === '/languages') return { status: 200, json: languages };
    if (request.method === 'POST' && request.path === '/translate') {
      const reply = translate(request, languages, options.apiKey, fake.phrasebook ?? new Map());
      return fake.translateDelayMs ? { delayMs: fake.translateDelayMs, reply } : reply;
    }
    return libreError(404, 'Not Found');
  });
  return Object.assign(fake, server) as FakeLibreTranslate;
}

function translate(
  request: RecordedRequest,
  languages: LibreLanguage[],
  apiKey: string | undefined,
  phrasebook: Map<string, string>,
): FakeReply {
  let body: { q?: string; source?: string; target?: string; api_key?: string };
  try {
    body = JSON.parse(request.body);
  } catch {
    return libreError(400, 'Invalid request: request body is not JSON');
  }
  if (apiKey && body.api_key !== apiKey) return libreError(403, 'Invalid API key');
  for (const field of ['q', 'source', 'target'] as const) {
    if (!body[field]) return libreError(400, `Invalid request: missing ${field} parameter`);
  }
  const source = languages.find((language) => language.code === body.source);
  if (!source) return libreError(400, `${body.source} is not supported`);
  if (source.targets && !source.targets.includes(body.target ?? '')) {
    return libreError(400, `${body.target} is not supported`);
  }
  const translatedText = phrasebook.get(`${body.source}>${body.target}:${body.q}`);
  if (translatedText === undefined) return libreError(500, 'Cannot translate text: no model output');
  return { status: 200, json: { translatedText } };
}

export function libreError(status: number, error: string): FakeReply {
  return { status, json: { error } };
}
