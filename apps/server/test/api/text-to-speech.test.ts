import { TextToSpeechResponse } from '@tolk/contracts/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevenLabsProtocol } from '../engines/speech-synthesis/fake-elevenlabs';
import { type FakeServer, startFakeServer } from '../engines/speech-synthesis/fake-http-server';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor(await t.createUser());
});
afterAll(() => t.close());

const speak = (payload: object, bearer = token) =>
  t.request({ method: 'POST', url: '/api/text-to-speech', payload, token: bearer });

describe('POST /api/text-to-speech with nothing configured', () => {
  it('speaks with the built-in eSpeak NG and answers MP3', async () => {
    const response = await speak({ text: 'God morgen, hvordan har du det?', languageCode: 'no' });
    expect(response.statusCode).toBe(200);
    const body = TextToSpeechResponse.parse(response.json());
    expect(body.engine).toBe('espeak-ng');
    expect(body.mimeType).toBe('audio/mpeg');
    expect(body.durationSeconds).toBeGreaterThan(0.8);
    expect(body.durationSeconds).toBeLessThan(6);
    const mp3 = Buffer.from(body.audioBase64, 'base64');
    // An MPEG audio frame starts with 11 set sync bits.
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
  });

  it('answers a repeated phrase from the cache with the same audio', async () => {
    const first = TextToSpeechResponse.parse((await speak({ text: 'Hola, amigo', languageCode: 'es' })).json());
    const started = performance.now();
    const second = TextToSpeechResponse.parse((await speak({ text: 'Hola, amigo', languageCode: 'es' })).json());
    expect(second.audioBase64).toBe(first.audioBase64);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    [{ text: '   ', languageCode: 'no' }, 'text', 'Text is required'],
    [{ text: 'Hei', languageCode: 'xx' }, 'languageCode', 'Language not supported'],
    [{ text: 'x'.repeat(5001), languageCode: 'en' }, 'text', 'Text must be at most 5000 characters'],
    [{ languageCode: 'en' }, 'text', 'Text is required'],
  ])('refuses %j', async (payload, field, message) => {
    const response = await speak(payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
  });
});

describe('POST /api/text-to-speech with ElevenLabs configured', () => {
  let app: TestApp;
  let eleven: FakeServer;
  beforeAll(async () => {
    eleven = await startFakeServer(elevenLabsProtocol('xi-key-1', ['voice-1']));
    app = await createTestApp({
      engines: {
        translation: { order: [] },
        speechSynthesis: { elevenlabs: { apiKey: 'xi-key-1', voiceId: 'voice-1', baseUrl: eleven.origin } },
        timeoutMs: 5000,
        concurrency: 2,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await eleven.close();
  });

  it('speaks with ElevenLabs first', async () => {
    const token = app.tokenFor(await app.createUser());
    const response = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token,
      payload: { text: 'Buongiorno a tutti', languageCode: 'it' },
    });
    expect(TextToSpeechResponse.parse(response.json()).engine).toBe('elevenlabs');
    expect(eleven.requests.at(-1)?.headers['xi-api-key']).toBe('xi-key-1');
  });

  it('falls back to eSpeak NG for a language ElevenLabs lacks, and when ElevenLabs fails', async () => {
    const token = app.tokenFor(await app.createUser());
    const norwegian = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token,
      payload: { text: 'Hei på deg', languageCode: 'no' },
    });
    expect(TextToSpeechResponse.parse(norwegian.json()).engine).toBe('espeak-ng');

    await eleven.close();
    const italian = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token,
      payload: { text: 'Una frase nuova', languageCode: 'it' },
    });
    expect(italian.statusCode).toBe(200);
    expect(TextToSpeechResponse.parse(italian.json()).engine).toBe('espeak-ng');
  });
});

describe('real audio in every language with nothing configured', () => {
  let app: TestApp;
  let bearer: string;
  beforeAll(async () => {
    app = await createTestApp();
    bearer = app.tokenFor(await app.createUser());
  });
  afterAll(() => app.close());

  it.each(Object.entries(PHRASES))('speaks %s', async (languageCode, text) => {
    const response = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token: bearer,
      payload: { text, languageCode },
    });
    expect(response.statusCode).toBe(200);
    const body = TextToSpeechResponse.parse(response.json());
    expect(body.engine).toBe('espeak-ng');
    // A short phrase: more than a blip, less than a speech.
    expect(body.durationSeconds).toBeGreaterThan(0.4);
    expect(body.durationSeconds).toBeLessThan(8);
    expect(Buffer.from(body.audioBase64, 'base64').length).toBeGreaterThan(2000);
  });

  it('speaks Japanese with kanji, read through the morphological analyser', async () => {
    const text = 'こんにちは、今日は元気ですか？';
    const response = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token: bearer,
      payload: { text, languageCode: 'ja' },
    });
    expect(response.statusCode).toBe(200);
    const body = TextToSpeechResponse.parse(response.json());
    expect(body.engine).toBe('espeak-ng');
    expect(body.mimeType).toBe('audio/mpeg');
    // Fifteen morae (こんにちは きょうは げんきですか): more than a blip, less than a speech.
    expect(body.durationSeconds).toBeGreaterThan(1);
    expect(body.durationSeconds).toBeLessThan(8);
    expect(Buffer.from(body.audioBase64, 'base64').length).toBeGreaterThan(2000);

    // Cached under the text as written: asked again, the same audio comes back from the cache.
    const again = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token: bearer,
      payload: { text, languageCode: 'ja' },
    });
    expect(TextToSpeechResponse.parse(again.json()).audioBase64).toBe(body.audioBase64);
  });

  it('says plainly when the built-in voice cannot read a text (a kanji no dictionary reads)', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/text-to-speech',
      token: bearer,
      payload: { text: 'これは彁です', languageCode: 'ja' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'ENGINE_UNAVAILABLE', error: expect.stringMatching(/SPEECH_MODEL/) });
  });
});

/** A learner's first phrase in each language (Japanese with kanji: read through the analyser's kana). */
const PHRASES: Record<string, string> = {
  no: 'Takk for hjelpen',
  ru: 'Спасибо за помощь',
  en: 'Thank you for your help',
  es: 'Gracias por tu ayuda',
  fr: 'Merci pour ton aide',
  de: 'Danke für deine Hilfe',
  it: 'Grazie per il tuo aiuto',
  pt: 'Obrigado pela ajuda',
  ja: '日本語を勉強しています',
  nl: 'Bedankt voor je hulp',
  pl: 'Dziękuję za pomoc',
  sv: 'Tack för hjälpen',
  da: 'Tak for hjælpen',
  fi: 'Kiitos avusta',
  ko: '도와주셔서 감사합니다',
  zh: '谢谢你的帮助',
  ar: 'شكرا على مساعدتك',
  tr: 'Yardımın için teşekkürler',
  hi: 'आपकी मदद के लिए धन्यवाद',
  th: 'ขอบคุณสำหรับความช่วยเหลือ',
};
