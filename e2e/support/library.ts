import type { APIRequestContext } from '@playwright/test';
import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { CreatePhraseResponse, Phrase } from '@tolk/contracts/phrases';
import type { TextToSpeechResponse } from '@tolk/contracts/speech';

/** A signed-in user's library through the API, seeded the way the translators save phrases. */
export class LibraryApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** Real speech from the built-in voice (eSpeak NG works offline). */
  async speak(text: string, languageCode: LanguageCode): Promise<string> {
    const response = await this.request.post('/api/text-to-speech', {
      data: { text, languageCode },
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`text-to-speech failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as TextToSpeechResponse).audioBase64;
  }

  async savePhrase(phrase: {
    text: string;
    translation: string;
    sourceLanguage: LanguageCode;
    targetLanguage: LanguageCode;
    withAudio?: boolean;
  }): Promise<Phrase> {
    const { withAudio = true, ...texts } = phrase;
    const translatedAudioBase64 = withAudio ? await this.speak(texts.translation, texts.targetLanguage) : null;
    const response = await this.request.post('/api/user/phrases', {
      data: { ...texts, originalAudioBlob: '', translatedAudioBase64 },
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`saving a phrase failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as CreatePhraseResponse).phrase;
  }

  async createTrack(body: { name: string; phraseIds: string[] }): Promise<AudioTrack> {
    const response = await this.request.post('/api/user/audio-tracks', { data: body, headers: this.headers });
    if (!response.ok()) throw new Error(`creating a track failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { track: AudioTrack }).track;
  }

  async tracks(): Promise<AudioTrack[]> {
    const response = await this.request.get('/api/user/audio-tracks', { headers: this.headers });
    return ((await response.json()) as { tracks: AudioTrack[] }).tracks;
  }

  async phrases(): Promise<Phrase[]> {
    const response = await this.request.get('/api/user/phrases', { headers: this.headers });
    return ((await response.json()) as { phrases: Phrase[] }).phrases;
  }
}
