import type { APIRequestContext } from '@playwright/test';
import type { AudioTrack, AudioTracksResponse } from '@tolk/contracts/audio-tracks';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { speechEndpoints } from '@tolk/contracts/endpoints/translation';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { CreatePhraseResponse, Phrase, PhrasesResponse } from '@tolk/contracts/phrases';
import type { TextToSpeechResponse } from '@tolk/contracts/speech';
import { everyPage } from './every-page';

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
    const response = await this.request.post(speechEndpoints.textToSpeech.path, {
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
    const response = await this.request.post(phrasesEndpoints.createPhrase.path, {
      data: { ...texts, originalAudioBlob: '', translatedAudioBase64 },
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`saving a phrase failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as CreatePhraseResponse).phrase;
  }

  /** A word on the study list, added by hand as the vocabulary page does. */
  async addStudyWord(word: string, language: LanguageCode): Promise<void> {
    const response = await this.request.post(vocabularyEndpoints.addWord.path, {
      data: { word, language },
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`adding a study word failed: ${response.status()} ${await response.text()}`);
  }

  async createTrack(body: { name: string; phraseIds: string[] }): Promise<AudioTrack> {
    const response = await this.request.post(audioTracksEndpoints.createTrack.path, {
      data: body,
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`creating a track failed: ${response.status()} ${await response.text()}`);
    const { track } = (await response.json()) as { track: AudioTrack };
    // Rendered in the background: HEAD of its audio waits for it (decision 038).
    const audio = await this.request.head(track.audioUrl, { headers: this.headers });
    if (!audio.ok()) throw new Error(`rendering a track failed: ${audio.status()}`);
    const answer = await this.request.get(`${audioTracksEndpoints.createTrack.path}/${track.id}`, {
      headers: this.headers,
    });
    return ((await answer.json()) as { track: AudioTrack }).track;
  }

  /** A track as the POST answers it, at once: usually still rendering. */
  async startTrack(body: { name: string; phraseIds: string[] }): Promise<AudioTrack> {
    const response = await this.request.post(audioTracksEndpoints.createTrack.path, {
      data: body,
      headers: this.headers,
    });
    if (!response.ok()) throw new Error(`creating a track failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { track: AudioTrack }).track;
  }

  async tracks(): Promise<AudioTrack[]> {
    return everyPage(
      this.request,
      audioTracksEndpoints.listTracks,
      this.headers,
      (page) => (page as AudioTracksResponse).tracks,
    );
  }

  async phrases(): Promise<Phrase[]> {
    return everyPage(
      this.request,
      phrasesEndpoints.listPhrases,
      this.headers,
      (page) => (page as PhrasesResponse).phrases,
    );
  }
}
