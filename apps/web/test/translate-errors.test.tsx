import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { deferred, type FakeAnswer, failure, fakeApi, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { pressEnter, resultBox, typeText } from './support/text-translator';

/** The server's 503 to a learner: what is missing, without what to configure. */
const NOT_CONFIGURED = 'No translation engine serves Norwegian → Russian.';

/** The text translator in Russian, to check its error texts in that language. */
async function renderInRussian() {
  interfaceLanguageStore.set('ru');
  renderScreen(
    <InterfaceLanguageScope scope="guarded">
      <TextTranslatePage />
    </InterfaceLanguageScope>,
  );
  await screen.findByRole('heading', { name: 'Перевод текста', level: 1 }, { timeout: 10_000 });
}

describe('translation failures on the text translator', () => {
  it('says in the interface language that the pair is not available when no engine serves it (503)', async () => {
    fakeApi({
      'POST /api/text-translate': () => failure(503, { code: 'ENGINE_UNAVAILABLE', error: NOT_CONFIGURED }),
    });
    signIn();
    await renderInRussian();
    pressEnter(typeText('Hei verden'));

    const result = resultBox();
    await within(result).findByText('Перевод «Норвежский → Русский» на этом сервере пока недоступен.');
    expect(within(result).getByText('Ошибка перевода')).toBeTruthy();
    expect(result.textContent).not.toContain(NOT_CONFIGURED);
  });

  it.each([
    ['an empty body', 500, undefined],
    ['a body without an error field', 502, { message: 'Bad gateway' }],
  ])('says ‘Ошибка сервера: {status}’ for %s', async (_case, status, body) => {
    fakeApi({ 'POST /api/text-translate': () => ({ status, body }) });
    signIn();
    await renderInRussian();
    pressEnter(typeText('Hei verden'));

    const result = resultBox();
    await within(result).findByText(`Ошибка сервера: ${status}`);
    expect(within(result).getByText('Ошибка перевода')).toBeTruthy();
  });

  it('sends one request however often Enter or Translate is pressed while it runs', async () => {
    const held = deferred<FakeAnswer>();
    const api = fakeApi({ 'POST /api/text-translate': () => held.promise });
    signIn();
    renderScreen(<TextTranslatePage />);
    const box = typeText('Hei verden');
    pressEnter(box);
    pressEnter(box);
    await within(resultBox()).findByText('Translating...');
    pressEnter(box);
    fireEvent.click(screen.getByRole('button', { name: /Translate/ }));

    expect(api.calls('POST /api/text-translate')).toHaveLength(1);
    held.resolve(ok({ translation: 'Привет, мир', engine: 'apertium' }));
    await within(resultBox()).findByText('Привет, мир');
    expect(api.calls('POST /api/text-translate')).toHaveLength(1);
    expect(api.calls('POST /api/text-translate')[0]?.body).toEqual({ text: 'Hei verden', direction: 'no-ru' });
  });

  it('refuses blank text without asking the server', async () => {
    const api = fakeApi();
    signIn();
    await renderInRussian();
    pressEnter(typeText('   \n  '));

    expect(screen.getByRole('alert').textContent).toBe('Введите текст для перевода');
    expect(api.calls('POST /api/text-translate')).toHaveLength(0);
  });

  it('says the network failed when no answer came', async () => {
    fakeApi({
      'POST /api/text-translate': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await waitFor(() => expect(within(resultBox()).getByText('Network error occurred')).toBeTruthy());
  });
});
