import { type LanguageCode, localeFor } from '@tolk/contracts/languages';

/*
 * The browser's own speech recogniser (the Web Speech API), the last recognition engine: used only
 * when the server recognises nothing in the language (docs/product.md, Speech recognition in the
 * browser). Everything is feature-detected: Chrome and Edge expose webkitSpeechRecognition (newer
 * Chrome also SpeechRecognition, with on-device processing), Safari webkitSpeechRecognition,
 * Firefox nothing.
 */

/** The part of a SpeechRecognition instance Tolk uses. */
export interface RecognitionInstance {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Chrome: recognise on the device only (where the language pack is installed). */
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable';
interface LocalOptions {
  langs: string[];
  processLocally: boolean;
}

export interface RecognitionConstructor {
  new (): RecognitionInstance;
  /** Chrome: whether the languages can be recognised (on the device, with processLocally). */
  available?: (options: LocalOptions) => Promise<Availability>;
  /** Chrome: download the on-device language pack. */
  install?: (options: LocalOptions) => Promise<boolean>;
}

type SpeechWindow = { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };

export function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speech = window as unknown as SpeechWindow;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

export function browserRecognitionSupported(): boolean {
  return recognitionConstructor() !== undefined;
}

/** The BCP 47 tag the recogniser is asked for: nb-NO for Norwegian, as the voices use. */
export function recognitionLocale(language: LanguageCode): string {
  return localeFor(language);
}

/** Where the browser recognises: on this device, or at its maker's service (who is named when known). */
export type RecognitionPlace = { kind: 'device' } | { kind: 'vendor'; vendor: 'Google' | 'Apple' | 'Microsoft' | null };

/** Whose service a browser without on-device recognition sends the recording to, from its user agent. */
export function recognitionVendor(userAgent: string): 'Google' | 'Apple' | 'Microsoft' | null {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'Microsoft';
  if (/\b(Chrome|CriOS|Chromium)\//.test(userAgent)) return 'Google';
  if (/\bVersion\/[\d.]+.*Safari\//.test(userAgent) || /\b(iPhone|iPad)\b/.test(userAgent)) return 'Apple';
  return null;
}

/**
 * On the device when the browser says the language is available locally (Chrome's
 * SpeechRecognition.available with processLocally); otherwise the maker's service. A language pack
 * that can be downloaded is installed for next time; this recording still goes to the service.
 */
export async function recognitionPlace(language: LanguageCode): Promise<RecognitionPlace> {
  const Recognition = recognitionConstructor();
  const vendor = { kind: 'vendor' as const, vendor: recognitionVendor(navigator.userAgent) };
  if (!Recognition || typeof Recognition.available !== 'function') return vendor;
  const options = { langs: [recognitionLocale(language)], processLocally: true };
  try {
    const availability = await Recognition.available(options);
    if (availability === 'available') return { kind: 'device' };
    if (availability === 'downloadable' && typeof Recognition.install === 'function') {
      void Recognition.install(options).catch(() => undefined);
    }
  } catch {
    // A browser that cannot answer is treated as sending the recording away: never claim more privacy than known.
  }
  return vendor;
}

/** Why the browser's recogniser stopped without words. */
export type BrowserRecognitionErrorKind = 'denied' | 'language' | 'network' | 'failed';

export class BrowserRecognitionError extends Error {
  constructor(
    readonly kind: BrowserRecognitionErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BrowserRecognitionError';
  }
}

function errorKind(error: string): BrowserRecognitionErrorKind {
  if (error === 'not-allowed' || error === 'service-not-allowed' || error === 'audio-capture') return 'denied';
  if (error === 'language-not-supported') return 'language';
  if (error === 'network') return 'network';
  return 'failed';
}

export interface Listening {
  /** Stop listening: the words heard so far are the result. */
  stop(): void;
  /** Stop and drop what was heard: the result is ''. */
  abort(): void;
  /** The words heard (final results, joined), '' for none; rejects with a BrowserRecognitionError. */
  result: Promise<string>;
}

/**
 * Listen in the language until stop(): continuous, final results only. On the device when `place`
 * says so (processLocally, where the browser has it). No speech is an empty result, not an error.
 */
export function listen(options: { language: LanguageCode; place: RecognitionPlace }): Listening {
  const Recognition = recognitionConstructor();
  if (!Recognition) {
    return {
      stop() {},
      abort() {},
      result: Promise.reject(new BrowserRecognitionError('failed', 'Speech recognition is not supported')),
    };
  }
  const recognition = new Recognition();
  recognition.lang = recognitionLocale(options.language);
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  if (options.place.kind === 'device' && 'processLocally' in recognition) recognition.processLocally = true;

  const finals: string[] = [];
  let aborted = false;
  const result = new Promise<string>((resolve, reject) => {
    let failure: BrowserRecognitionError | null = null;
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const item = event.results[index];
        if (item?.isFinal) finals[index] = item[0]?.transcript ?? '';
      }
    };
    recognition.onerror = (event) => {
      // No speech and our own abort end without words; anything else is the reason it stopped.
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      failure = new BrowserRecognitionError(errorKind(event.error), event.message || event.error);
    };
    recognition.onend = () => {
      if (failure) reject(failure);
      else
        resolve(
          aborted
            ? ''
            : finals
                .map((text) => text.trim())
                .filter(Boolean)
                .join(' '),
        );
    };
    try {
      recognition.start();
    } catch (cause) {
      reject(new BrowserRecognitionError('failed', cause instanceof Error ? cause.message : String(cause)));
    }
  });
  return {
    stop: () => recognition.stop(),
    abort: () => {
      aborted = true;
      recognition.abort();
    },
    result,
  };
}
