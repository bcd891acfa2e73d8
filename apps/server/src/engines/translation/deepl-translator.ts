import type { LanguageCode } from '@tolk/contracts/languages';
import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { EngineError } from '../engine-error';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import type { TranslationRequest, Translator } from './translator';

const ENGINE = 'deepl';

export interface DeepLTranslatorOptions {
  apiKey: string;
  /** https://api-free.deepl.com or https://api.deepl.com; see deeplBaseUrl. */
  baseUrl: string;
}

/** DeepL's free keys end in ':fx' and only work on the free host. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL's documented source codes for our languages. Hindi is absent: DeepL does not list it
 * among its translation languages, so those pairs go to another engine.
 */
const SOURCE_CODES: Partial<Record<LanguageCode, string>> = {
  no: 'NB',
  ru: 'RU',
  en: 'EN',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  pt: 'PT',
  ja: 'JA',
  nl: 'NL',
  pl: 'PL',
  sv: 'SV',
  da: 'DA',
  fi: 'FI',
  ko: 'KO',
  zh: 'ZH',
  ar: 'AR',
  tr: 'TR',
  th: 'TH',
};

/** Targets name the variant: our locales are en-US, pt-PT and zh-CN (simplified script). */
const TARGET_CODES: Partial<Record<LanguageCode, string>> = {
  ...SOURCE_CODES,
  en: 'EN-US',
  pt: 'PT-PT',
  zh: 'ZH-HANS',
};

const Translations = z.object({ translations: z.array(z.object({ text: z.string() })).length(1) });

/** DeepL's v2 text translation API, with the key in the documented Authorization header. */
export function createDeepLTranslator(options: DeepLTranslatorOptions): Translator {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers = { Authorization: `DeepL-Auth-Key ${options.apiKey}` };

  return {
    name: ENGINE,
    supports: async (from, to) => from !== to && SOURCE_CODES[from] !== undefined && TARGET_CODES[to] !== undefined,
    async translate({ text, from, to, signal }: TranslationRequest) {
      const source_lang = SOURCE_CODES[from];
      const target_lang = TARGET_CODES[to];
      if (!source_lang || !target_lang || from === to) {
        throw new EngineError(ENGINE, 'unsupported', `DeepL does not translate ${from}→${to}`);
      }
      const response = await engineFetch(ENGINE, `${baseUrl}/v2/translate`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: [text], source_lang, target_lang }),
        signal,
      });
      const { translations } = await readAnswer(ENGINE, response, Translations, signal);
      const translation = translations[0]?.text.trim();
      if (!translation) throw new EngineError(ENGINE, 'malformed', 'empty translation');
      return translation;
    },
    // /v2/usage needs the key, so the probe also tells whether the key is accepted.
    probe: () => probeHttp(ENGINE, `${baseUrl}/v2/usage`, headers),
  };
}
