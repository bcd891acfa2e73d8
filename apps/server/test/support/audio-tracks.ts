import { CreateAudioTrackResponse } from '@tolk/contracts/audio-tracks';
import { CreatePhraseResponse } from '@tolk/contracts/phrases';
import { TextToSpeechResponse } from '@tolk/contracts/speech';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Helpers for tests that save phrases and render tracks through the real API. */
export function audioTrackClient(t: TestApp, token: string) {
  return {
    async savePhrase(payload: object) {
      const response = await t.request({ method: 'POST', url: '/api/user/phrases', payload, token });
      expect(response.statusCode, response.body).toBe(200);
      return CreatePhraseResponse.parse(response.json()).phrase;
    },
    createTrack(payload: object, bearer = token) {
      return t.request({ method: 'POST', url: '/api/user/audio-tracks', payload, token: bearer });
    },
    async createdTrack(payload: object) {
      const response = await this.createTrack(payload);
      expect(response.statusCode, response.body).toBe(200);
      return CreateAudioTrackResponse.parse(response.json()).track;
    },
    /** How long eSpeak speaks a text, as the speech endpoint measures it. */
    async spokenSeconds(text: string, languageCode: string) {
      const response = await t.request({
        method: 'POST',
        url: '/api/text-to-speech',
        payload: { text, languageCode },
        token,
      });
      return TextToSpeechResponse.parse(response.json()).durationSeconds;
    },
  };
}

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
