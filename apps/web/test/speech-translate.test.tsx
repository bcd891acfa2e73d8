import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModelPreparing } from '@tolk/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { SpeechTranslatePage } from '../src/features/translation/pages/speech-translate-page';
import ru from '../src/i18n/locales/ru.json';
import { enginesAnswer, type FakeAnswer, failure, fakeApi, ok, signIn } from './support/fake-api';
import { fakeMicrophone } from './support/microphone';
import { renderScreen } from './support/render-screen';
import { resultBox, shownText } from './support/text-translator';

let microphone: ReturnType<typeof fakeMicrophone>;
beforeEach(() => {
  microphone = fakeMicrophone();
});
afterEach(() => microphone.restore());

const heard = () =>
  ok({ text: 'Hei, hvordan har du det?', translation: 'Привет, как дела?', engine: 'openai, apertium' });

/** Record a phrase and stop: the recording goes to POST /api/speech-translate. */
async function recordAndStop(names = { record: 'Record', stop: 'Stop' }) {
  fireEvent.click(screen.getByRole('button', { name: names.record }));
  fireEvent.click(await screen.findByRole('button', { name: names.stop }));
}

function renderPage() {
  signIn();
  renderScreen(<SpeechTranslatePage />);
}

describe('the speech translator', () => {
  it('shows what was heard and its translation, posts one practice minute and speaks it', async () => {
    const api = fakeApi({ 'POST /api/speech-translate': heard });
    renderPage();
    await recordAndStop();

    await within(resultBox()).findByText(shownText('Привет, как дела?'));
    expect(screen.getByText(shownText('Hei, hvordan har du det?'))).toBeTruthy();
    expect(microphone.tracksStopped()).toBe(true);
    const [upload] = api.calls('POST /api/speech-translate');
    const form = upload?.body as FormData;
    expect(form.get('direction')).toBe('no-ru');
    expect((form.get('audio') as Blob).type).toBe('audio/wav');
    await waitFor(() => expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(1));
    expect(api.calls('POST /api/user/stats/practice-time')[0]?.body).toEqual({ minutes: 1 });
    await waitFor(() => expect(api.calls('POST /api/text-to-speech')).toHaveLength(1));
    expect(api.calls('POST /api/text-to-speech')[0]?.body).toEqual({ text: 'Привет, как дела?', languageCode: 'ru' });
  });

  it('shows the local model being prepared under Record, then sends the recording again once it is in', async () => {
    const preparing: ModelPreparing = {
      modelId: 'speech-recognition-whisper-base',
      title: 'Whisper base (multilingual)',
      languages: ['no', 'ru', 'en'],
      receivedBytes: 88_000_000,
      totalBytes: 148_000_000,
    };
    let answered = 0;
    const api = fakeApi({
      'POST /api/speech-translate': () =>
        answered++ === 0
          ? failure(503, { code: 'MODEL_PREPARING', error: 'Whisper base is being prepared.', preparing })
          : heard(),
      'GET /api/models/speech-recognition-whisper-base': () =>
        ok({ ...preparing, state: 'installed', receivedBytes: 148_000_000 }),
    });
    renderPage();
    await recordAndStop();

    expect(await screen.findByTestId('preparing-notice')).toBeTruthy();
    // Installed: the same recording goes to the server again, with no second take.
    await within(resultBox()).findByText(shownText('Привет, как дела?'));
    const uploads = api.calls('POST /api/speech-translate');
    expect(uploads).toHaveLength(2);
    const again = uploads[1]?.body as FormData;
    expect(again.get('audio')).toBeInstanceOf(Blob);
  });

  it('swaps the pair together with what was heard and its translation', async () => {
    const api = fakeApi({ 'POST /api/speech-translate': heard });
    renderPage();
    await recordAndStop();
    await within(resultBox()).findByText(shownText('Привет, как дела?'));

    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));

    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ru-no');
    expect(within(resultBox()).getByText(shownText('Hei, hvordan har du det?'))).toBeTruthy();
    expect(screen.getByText(shownText('Привет, как дела?'))).toBeTruthy();
    expect(api.calls('POST /api/speech-translate')).toHaveLength(1);
    await waitFor(() => expect(api.calls('POST /api/text-to-speech')).toHaveLength(2));
    expect(api.calls('POST /api/text-to-speech')[1]?.body).toEqual({
      text: 'Hei, hvordan har du det?',
      languageCode: 'no',
    });
  });

  it('stops with the Enter key too', async () => {
    fakeApi({ 'POST /api/speech-translate': heard });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Stop' });
    fireEvent.keyDown(window, { key: 'Enter' });
    await within(resultBox()).findByText(shownText('Привет, как дела?'));
  });

  it.each<[string, FakeAnswer, string, string]>([
    [
      'recognition failed',
      failure(502, {
        code: 'ENGINE_FAILED',
        error: 'Speech recognition failed: openai did not answer. Please try again.',
        stage: 'recognition',
      }),
      'Speech recognition error',
      'Speech recognition failed: openai did not answer. Please try again.',
    ],
    [
      'the recording held no speech',
      failure(422, { code: 'NO_SPEECH', error: 'No speech detected', stage: 'recognition' }),
      'Speech recognition error',
      'No speech detected',
    ],
    [
      'translation failed',
      failure(502, {
        code: 'ENGINE_FAILED',
        error: 'Translation failed: apertium did not answer. Please try again in a moment.',
        stage: 'translation',
      }),
      'Translation error',
      'Translation failed: apertium did not answer. Please try again in a moment.',
    ],
    [
      'no engine translates the pair',
      failure(503, {
        code: 'ENGINE_UNAVAILABLE',
        error: 'No translation engine serves Norwegian → Russian.',
        stage: 'translation',
      }),
      'Translation error',
      "Translation from Norwegian into Russian isn't available on this server yet.",
    ],
  ])('titles the failure by its stage when %s', async (_case, answer, title, text) => {
    const api = fakeApi({ 'POST /api/speech-translate': () => answer });
    renderPage();
    await recordAndStop();

    const result = resultBox();
    await within(result).findByText(text);
    expect(within(result).getByText(title)).toBeTruthy();
    expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(0);
  });

  it('says ‘Ошибка перевода’, not ‘Ошибка распознавания речи’, when translation failed', async () => {
    fakeApi({
      'POST /api/speech-translate': () =>
        failure(502, { code: 'ENGINE_FAILED', error: 'Translation failed', stage: 'translation' }),
    });
    signIn();
    interfaceLanguageStore.set('ru');
    renderScreen(
      <InterfaceLanguageScope scope="guarded">
        <SpeechTranslatePage />
      </InterfaceLanguageScope>,
    );
    await screen.findByRole('heading', { name: ru.translate.speech.title, level: 1 }, { timeout: 10_000 });
    await recordAndStop(ru.translate.speech);

    const result = resultBox();
    await within(result).findByText('Ошибка перевода');
    expect(within(result).queryByText('Ошибка распознавания речи')).toBeNull();
  });

  it('says the audio could not be generated, under the translation, when only speech synthesis failed', async () => {
    fakeApi({
      'POST /api/speech-translate': heard,
      'POST /api/text-to-speech': () =>
        failure(503, {
          code: 'ENGINE_UNAVAILABLE',
          error: 'No speech engine speaks Russian.',
        }),
    });
    renderPage();
    await recordAndStop();

    const result = resultBox();
    await within(result).findByText(shownText('Привет, как дела?'));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not generate audio');
    expect(within(result).queryByText('Speech recognition error')).toBeNull();
  });

  it('keeps the recognition title for an answer that names no stage', async () => {
    fakeApi({ 'POST /api/speech-translate': () => ({ status: 500 }) });
    renderPage();
    await recordAndStop();

    const result = resultBox();
    await within(result).findByText('Server error: 500');
    expect(within(result).getByText('Speech recognition error')).toBeTruthy();
  });

  it('explains a refused microphone and asks for nothing', async () => {
    const api = fakeApi();
    microphone.getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not access the microphone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
    expect(api.calls('POST /api/speech-translate')).toHaveLength(0);
  });

  it('says why recording could not start, and releases the microphone', async () => {
    fakeApi();
    vi.stubGlobal(
      'MediaRecorder',
      class {
        constructor() {
          throw new Error('No encoder for audio/mp4');
        }
      },
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Could not start recording: No encoder for audio/mp4');
    expect(microphone.tracksStopped()).toBe(true);
  });

  it('disables Record, with the reason beside it, when no engine understands the source language', async () => {
    const api = fakeApi({ 'GET /api/engines': () => ok(enginesAnswer({ languages: ['en', 'ru'] })) });
    renderPage();
    const reason = await screen.findByText("Speech recognition for Norwegian isn't available on this server yet.");
    const record = screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    expect(record.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(record);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(api.calls('POST /api/speech-translate')).toHaveLength(0);
    // Recording works again once the learner speaks a language that is understood.
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('names the language spoken when the server finds no recognition engine for it', async () => {
    fakeApi({
      'POST /api/speech-translate': () =>
        failure(503, {
          code: 'ENGINE_UNAVAILABLE',
          error: 'No speech recognition engine understands Norwegian.',
          stage: 'recognition',
        }),
    });
    renderPage();
    await recordAndStop();
    const result = resultBox();
    await within(result).findByText("Speech recognition for Norwegian isn't available on this server yet.");
    expect(within(result).getByText('Speech recognition error')).toBeTruthy();
  });
});
