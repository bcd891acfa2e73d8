import { AudioTrackResponse, CreateAudioTrackResponse } from '@tolk/contracts/audio-tracks';
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
    /** The track as the POST answers it, at once: usually still rendering. */
    async acceptedTrack(payload: object) {
      const response = await this.createTrack(payload);
      expect(response.statusCode, response.body).toBe(200);
      return CreateAudioTrackResponse.parse(response.json()).track;
    },
    /** The track once rendered: its audio is asked for (HEAD waits for the rendering, and counts no play). */
    async createdTrack(payload: object) {
      const accepted = await this.acceptedTrack(payload);
      return this.renderedTrack(accepted.id);
    },
    /** A track as it stands once its rendering ended (ready or failed). */
    async renderedTrack(id: string) {
      const url = `/api/user/audio-tracks/${id}`;
      for (;;) {
        const audio = await t.request({ method: 'HEAD', url: `${url}/audio`, token });
        if (audio.statusCode !== 409) break;
      }
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, response.body).toBe(200);
      return AudioTrackResponse.parse(response.json()).track;
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
