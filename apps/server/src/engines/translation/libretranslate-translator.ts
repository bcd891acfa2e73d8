import type { LanguageCode } from '@tolk/contracts/languages';
import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { EngineError } from '../engine-error';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import { cacheOnSuccess } from './cache-on-success';
import type { TranslationRequest, Translator } from './translator';

const ENGINE = 'libretranslate';

export interface LibreTranslateTranslatorOptions {
  url: string;
  apiKey?: string;
}

/**
 * LibreTranslate codes to try for each of ours, in order. Its Norwegian model is 'nb'
 * (older servers: 'no'); Chinese became 'zh-Hans' next to 'zh-Hant' (older servers: 'zh').
 * Which one a server has is read from its /languages.
 */
const CODE_CANDIDATES: Partial<Record<LanguageCode, readonly string[]>> = {
  no: ['nb', 'no'],
  zh: ['zh-Hans', 'zh'],
};

const Languages = z.array(z.object({ code: z.string(), targets: z.array(z.string()).optional() }));
type Languages = z.infer<typeof Languages>;

const Translation = z.object({ translatedText: z.string() });

/** A LibreTranslate server (self-hosted or libretranslate.com); serves only the pairs its /languages lists. */
export function createLibreTranslateTranslator(options: LibreTranslateTranslatorOptions): Translator {
  const url = options.url.replace(/\/+$/, '');
  const languages = cacheOnSuccess(async (signal) => {
    const response = await engineFetch(ENGINE, `${url}/languages`, { signal });
    return readAnswer(ENGINE, response, Languages, signal);
  });

  return {
    name: ENGINE,
    // /languages is kept once the server answered it; while it is down this throws and the next call asks again.
    supports: async (from, to, signal) => resolvePair(await languages(signal), from, to) !== undefined,
    async translate({ text, from, to, signal }: TranslationRequest) {
      const pair = resolvePair(await languages(signal), from, to);
      if (!pair) throw new EngineError(ENGINE, 'unsupported', `no ${from}→${to} model on this server`);
      const response = await engineFetch(ENGINE, `${url}/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          q: text,
          ...pair,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal,
      });
      const { translatedText } = await readAnswer(ENGINE, response, Translation, signal);
      if (!translatedText.trim()) throw new EngineError(ENGINE, 'malformed', 'empty translation');
      return translatedText.trim();
    },
    probe: () => probeHttp(ENGINE, `${url}/languages`),
  };
}

/** The server's codes for from → to, when it has a model from the one into the other. */
function resolvePair(
  languages: Languages,
  from: LanguageCode,
  to: LanguageCode,
): { source: string; target: string } | undefined {
  if (from === to) return undefined;
  const codes = languages.map((language) => language.code);
  const source = serverCode(codes, from);
  const target = serverCode(codes, to);
  if (!source || !target) return undefined;
  // Servers before targets were listed translate between all of their languages.
  const targets = languages.find((language) => language.code === source)?.targets ?? codes;
  return targets.includes(target) ? { source, target } : undefined;
}

function serverCode(codes: readonly string[], code: LanguageCode): string | undefined {
  return (CODE_CANDIDATES[code] ?? [code]).find((candidate) => codes.includes(candidate));
}
