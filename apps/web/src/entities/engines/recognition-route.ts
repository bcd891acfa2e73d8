import type { LanguageCode } from '@tolk/contracts/languages';
import { browserRecognitionSupported } from '../../shared/speech-recognition/browser-recognition';
import { useEngines } from './api/get-engines';
import { recognitionServes } from './pair-routes';

/**
 * Who recognises speech in the language (docs/product.md, Speech recognition in the browser): the
 * server's engines first; the browser's own recogniser (the Web Speech API) only when the server
 * has none for the language; nobody when neither can. Unknown (engines not loaded) is the server.
 */
export type RecognitionRoute = 'server' | 'browser' | 'none';

export function recognitionRoute(serverServes: boolean, browserSupported: boolean): RecognitionRoute {
  if (serverServes) return 'server';
  return browserSupported ? 'browser' : 'none';
}

export function useRecognitionRoute(language: LanguageCode): RecognitionRoute {
  const engines = useEngines().data;
  return recognitionRoute(recognitionServes(engines, language), browserRecognitionSupported());
}
