import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { ModelPreparing } from '@tolk/contracts/models';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import {
  enginesAnswer,
  FAKE_MP3_BASE64,
  failure,
  fakeApi,
  ok,
  type SentRequest,
  savedPhrase,
  signIn,
} from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { pressEnter, resultBox, shownText, typeText } from './support/text-translator';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const translated = () => ok({ translation: 'Привет, мир', engine: 'apertium' });

function phraseSaved(request: SentRequest) {
  const body = request.body as { text: string; translation: string; sourceLanguage: string; targetLanguage: string };
  return ok({
    success: true,
    phrase: savedPhrase({
      originalText: body.text,
      translatedText: body.translation,
      sourceLanguage: body.sourceLanguage as LanguageCode,
      targetLanguage: body.targetLanguage as LanguageCode,
    }),
  });
}

async function translate(api = fakeApi({ 'POST /api/text-translate': translated })) {
  signIn();
  renderScreen(<TextTranslatePage />);
  pressEnter(typeText('  Hei verden  '));
  await within(resultBox()).findByText(shownText('Привет, мир'));
  return api;
}

describe('the text translator', () => {
  it('sends the trimmed text in the pair’s direction and plays the translation’s audio', async () => {
    const api = await translate();
    expect(api.calls('POST /api/text-translate')[0]?.body).toEqual({ text: 'Hei verden', direction: 'no-ru' });
    await waitFor(() => expect(api.calls('POST /api/text-to-speech')).toHaveLength(1));
    expect(api.calls('POST /api/text-to-speech')[0]?.body).toEqual({ text: 'Привет, мир', languageCode: 'ru' });
    // A fresh translation plays by itself.
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('starts a new line with Shift+Enter instead of translating', () => {
    const api = fakeApi();
    signIn();
    renderScreen(<TextTranslatePage />);
    fireEvent.keyDown(typeText('Hei'), { key: 'Enter', shiftKey: true });
    expect(api.calls('POST /api/text-translate')).toHaveLength(0);
  });

  it('forgets the result when the text is cleared', async () => {
    await translate();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
    expect(within(resultBox()).getByText('The translation appears here.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Translation audio' })).toBeNull();
  });

  it('forgets the result when another pair is chosen', async () => {
    await translate();
    const [openButton] = screen.getAllByRole('button', { name: /^Change languages/ });
    fireEvent.click(openButton as HTMLElement);
    const to = within(await screen.findByRole('dialog')).getByRole('region', { name: 'To' });
    fireEvent.click(within(to).getByRole('button', { name: /^English/ }));
    expect(within(resultBox()).getByText('The translation appears here.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('  Hei verden  ');
  });

  it('saves the phrase with an empty original audio and confirms it for 3 s', async () => {
    const api = await translate(
      fakeApi({ 'POST /api/text-translate': translated, 'POST /api/user/phrases': phraseSaved }),
    );
    const save = await screen.findByRole('button', { name: 'Save Phrase' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(save);

    expect(await screen.findByRole('button', { name: 'Phrase saved!' })).toBeTruthy();
    expect(api.calls('POST /api/user/phrases')[0]?.body).toEqual({
      text: 'Hei verden',
      translation: 'Привет, мир',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      originalAudioBlob: '',
      translatedAudioBase64: FAKE_MP3_BASE64,
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Phrase saved!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Save Phrase' })).toBeTruthy();
  });

  it('says when the phrase could not be saved', async () => {
    await translate(
      fakeApi({
        'POST /api/text-translate': translated,
        'POST /api/user/phrases': () => failure(500, { code: 'INTERNAL', error: 'Internal server error' }),
      }),
    );
    const save = await screen.findByRole('button', { name: 'Save Phrase' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Could not save the phrase. Please try again.')).toBeTruthy();
  });

  it('says the audio storage is full when the server refuses the phrase for it', async () => {
    await translate(
      fakeApi({
        'POST /api/text-translate': translated,
        'POST /api/user/phrases': () =>
          failure(413, {
            code: 'STORAGE_QUOTA_EXCEEDED',
            error: 'Your audio storage is full: 200.0 of 200.0 MB used. Delete phrases or audio tracks to make room.',
          }),
      }),
    );
    const save = await screen.findByRole('button', { name: 'Save Phrase' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(
      await screen.findByText('Your audio storage is full. Delete phrases or audio tracks to make room.'),
    ).toBeTruthy();
    expect(screen.queryByText('Could not save the phrase. Please try again.')).toBeNull();
  });

  it('copies the translation and says Copied!', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await translate();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Привет, мир');
  });

  it('keeps Translate for a pair a local model would serve, shows it being prepared, then translates', async () => {
    const preparing: ModelPreparing = {
      modelId: 'translation-m2m100-418m',
      title: 'M2M100 418M',
      languages: ['no', 'ru'],
      receivedBytes: 22_800_000,
      totalBytes: 38_000_000,
    };
    let asked = 0;
    const api = fakeApi({
      'GET /api/engines': () => ok(enginesAnswer({ routes: { 'no-ru': 'preparable' } })),
      'POST /api/text-translate': () =>
        asked++ === 0
          ? failure(503, { code: 'MODEL_PREPARING', error: 'M2M100 418M is being prepared.', preparing })
          : translated(),
      'GET /api/models/translation-m2m100-418m': () =>
        ok({ ...preparing, state: 'installed', receivedBytes: 38_000_000 }),
    });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    expect(await within(resultBox()).findByText(/Norwegian → Russian/)).toBeTruthy();
    // Once the model is installed the same text is translated without another click.
    await within(resultBox()).findByText(shownText('Привет, мир'), {}, { timeout: 5_000 });
    expect(api.calls('POST /api/text-translate')).toHaveLength(2);
  });
});
