import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { EngineError } from '../engine-error';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import { findApertiumPair } from './apertium-codes';
import { cleanApertiumOutput } from './apertium-marks';
import { cacheOnSuccess } from './cache-on-success';
import type { TranslationRequest, Translator } from './translator';

const ENGINE = 'apertium';

export interface ApertiumTranslatorOptions {
  /** APy's address, e.g. http://localhost:2737. */
  url: string;
}

const PairList = z.object({
  responseData: z.array(z.object({ sourceLanguage: z.string(), targetLanguage: z.string() })),
});

const TranslateAnswer = z.object({
  responseData: z.object({ translatedText: z.string() }),
  responseStatus: z.literal(200),
});

/** Apertium's rule-based translation through its HTTP server APy; serves the pairs installed there. */
export function createApertiumTranslator(options: ApertiumTranslatorOptions): Translator {
  const url = options.url.replace(/\/+$/, '');
  const pairs = cacheOnSuccess(async (signal) => {
    const response = await engineFetch(ENGINE, `${url}/listPairs`, { signal });
    return (await readAnswer(ENGINE, response, PairList, signal)).responseData;
  });

  return {
    name: ENGINE,
    // The pair list is kept once APy answered it; while APy is down this throws and the next call asks again.
    supports: async (from, to, signal) => findApertiumPair(await pairs(signal), from, to) !== undefined,
    async translate({ text, from, to, signal }: TranslationRequest) {
      const pair = findApertiumPair(await pairs(signal), from, to);
      if (!pair) throw new EngineError(ENGINE, 'unsupported', `no ${from}→${to} pair installed`);
      // POST keeps long texts out of the URL; format=txt because the input is plain text, not APy's default HTML.
      const response = await engineFetch(ENGINE, `${url}/translate`, {
        method: 'POST',
        body: new URLSearchParams({
          langpair: `${pair.sourceLanguage}|${pair.targetLanguage}`,
          q: text,
          markUnknown: 'no',
          format: 'txt',
        }),
        signal,
      });
      const answer = await readAnswer(ENGINE, response, TranslateAnswer, signal);
      const translation = cleanApertiumOutput(answer.responseData.translatedText, text);
      if (!translation) throw new EngineError(ENGINE, 'malformed', 'empty translation');
      return translation;
    },
    probe: () => probeHttp(ENGINE, `${url}/listPairs`),
  };
}
