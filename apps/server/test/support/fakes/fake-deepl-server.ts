import { type FakeHttpServer, type FakeReply, type RecordedRequest, startFakeHttpServer } from './fake-http-server';

export interface FakeDeepL extends FakeHttpServer {
  /** Translations the fake knows, keyed `${source_lang}>${target_lang}:${text}`. */
  phrasebook: Map<string, string>;
  /** When set, answers every request with this instead of following the protocol. */
  override?: FakeReply;
}

/** DeepL's documented translation languages (developers.deepl.com, "Languages supported"). */
export const DEEPL_SOURCE_LANGS = [
  'AR',
  'BG',
  'CS',
  'DA',
  'DE',
  'EL',
  'EN',
  'ES',
  'ET',
  'FI',
  'FR',
  'HE',
  'HU',
  'ID',
  'IT',
  'JA',
  'KO',
  'LT',
  'LV',
  'NB',
  'NL',
  'PL',
  'PT',
  'RO',
  'RU',
  'SK',
  'SL',
  'SV',
  'TH',
  'TR',
  'UK',
  'VI',
  'ZH',
];
export const DEEPL_TARGET_LANGS = [
  ...DEEPL_SOURCE_LANGS.filter((code) => code !== 'EN' && code !== 'PT' && code !== 'ZH'),
  'EN-GB',
  'EN-US',
  'ES-419',
  'PT-BR',
  'PT-PT',
  'ZH-HANS',
  'ZH-HANT',
];

/**
 * A stand-in for DeepL's v2 API: `Authorization: DeepL-Auth-Key`, POST /v2/translate with
 * {text: [...], source_lang, target_lang} answering {translations: [{detected_source_language, text}]},
 * GET /v2/usage, and DeepL's {message} errors (403 bad key, 400 bad language, 456 quota).
 */
export async function startFakeDeepL(options: { apiKey: string }): Promise<FakeDeepL> {
  const fake: Partial<FakeDeepL> = { phrasebook: new Map() };
  const server = await startFakeHttpServer((request) => {
    if (fake.override) return fake.override;
    if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) return deeplError(403, 'Forbidden');
    if (request.method === 'GET' && request.path === '/v2/usage') {
      return { status: 200, json: { character_count: 1_234, character_limit: 500_000 } };
    }
    if (request.method === 'POST' && request.path === '/v2/translate') {
      return translate(request, fake.phrasebook ?? new Map());
    }
    return deeplError(404, 'Not found');
  });
  return Object.assign(fake, server) as FakeDeepL;
}

function translate(request: RecordedRequest, phrasebook: Map<string, string>): FakeReply {
  let body: { text?: unknown; source_lang?: string; target_lang?: string };
  try {
    body = JSON.parse(request.body);
  } catch {
    return deeplError(400, 'Invalid request: body is not JSON.');
  }
  if (!Array.isArray(body.text) || body.text.length === 0) return deeplError(400, "Parameter 'text' not specified.");
  if (body.source_lang && !DEEPL_SOURCE_LANGS.includes(body.source_lang)) {
    return deeplError(400, "Value for 'source_lang' not supported.");
  }
  if (!body.target_lang || !DEEPL_TARGET_LANGS.includes(body.target_lang)) {
    return deeplError(400, "Value for 'target_lang' not supported.");
  }
  const translations = (body.text as string[]).map((text) => ({
    detected_source_language: body.source_lang ?? 'EN',
    text: phrasebook.get(`${body.source_lang}>${body.target_lang}:${text}`) ?? `[${body.target_lang}] ${text}`,
  }));
  return { status: 200, json: { translations } };
}

export function deeplError(status: number, message: string): FakeReply {
  return { status, json: { message } };
}
