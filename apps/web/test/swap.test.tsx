import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { deferred, type FakeAnswer, fakeApi, ok, type SentRequest, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { pressEnter, resultBox, shownText, typeText } from './support/text-translator';

const TRANSLATIONS: Record<string, string> = { 'no-ru:Hei verden': 'Привет, мир' };

function translateAnswer(request: SentRequest): FakeAnswer {
  const { text, direction } = request.body as { text: string; direction: string };
  return ok({ translation: TRANSLATIONS[`${direction}:${text}`] ?? `[${direction}] ${text}`, engine: 'apertium' });
}

function swapButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Swap languages' });
}

describe('swap on the text translator', () => {
  it('exchanges the languages, the text and the translation when both exist', async () => {
    const api = fakeApi({ 'POST /api/text-translate': translateAnswer });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText(shownText('Привет, мир'));

    fireEvent.click(swapButton());

    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ru-no');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Привет, мир');
    expect(within(resultBox()).getByText(shownText('Hei verden'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Translation · Norwegian' })).toBeTruthy();
    // The swapped translation is not sent again; only its audio is fetched, in its own language.
    expect(api.calls('POST /api/text-translate')).toHaveLength(1);
    await waitFor(() => expect(api.calls('POST /api/text-to-speech')).toHaveLength(2));
    expect(api.calls('POST /api/text-to-speech')[1]?.body).toEqual({ text: 'Hei verden', languageCode: 'no' });
  });

  it('swaps only the languages while there is no translation yet', () => {
    fakeApi();
    signIn();
    renderScreen(<TextTranslatePage />);
    typeText('Hei verden');

    fireEvent.click(swapButton());

    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ru-no');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Hei verden');
    expect(within(resultBox()).getByText('The translation appears here.')).toBeTruthy();
  });

  it('works from the pair dialog too', async () => {
    fakeApi({ 'POST /api/text-translate': translateAnswer });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText(shownText('Привет, мир'));

    const [openButton] = screen.getAllByRole('button', { name: /^Change languages/ });
    fireEvent.click(openButton as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Language pair' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap languages' }));

    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ru-no');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Привет, мир');
    expect(within(resultBox()).getByText(shownText('Hei verden'))).toBeTruthy();
  });

  it('is refused while a translation is running', async () => {
    const held = deferred<FakeAnswer>();
    fakeApi({ 'POST /api/text-translate': () => held.promise });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText('Translating...');

    expect(swapButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(swapButton());
    expect(window.localStorage.getItem('selectedLanguagePair')).toBeNull();

    held.resolve(ok({ translation: 'Привет, мир', engine: 'apertium' }));
    await within(resultBox()).findByText(shownText('Привет, мир'));
    expect(swapButton().hasAttribute('disabled')).toBe(false);
  });
});
