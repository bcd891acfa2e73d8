import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { describe, expect, it } from 'vitest';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { enginesAnswer, fakeApi, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const HINT = 'Configure translation: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL or OPENAI_BASE_URL.';

/** Thai has no engine out of it; Norwegian → Japanese has none; Norwegian → Korean goes through English. */
function enginesWithGaps() {
  const routes: Record<string, 'none' | 'pivot'> = { 'no-ja': 'none', 'no-ko': 'pivot' };
  for (const target of LANGUAGE_CODES) if (target !== 'th') routes[`th-${target}`] = 'none';
  return enginesAnswer({ routes, hint: HINT });
}

async function openDialog() {
  fakeApi({ 'GET /api/engines': () => ok(enginesWithGaps()) });
  signIn();
  renderScreen(<TextTranslatePage />);
  const [openButton] = screen.getAllByRole('button', { name: /^Change languages: Norwegian → Russian/ });
  fireEvent.click(openButton as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Language pair' });
  // The engines' answer has arrived once its gaps are marked.
  await within(dialog).findByText(HINT);
  return {
    dialog,
    from: within(dialog).getByRole('region', { name: 'From' }),
    to: within(dialog).getByRole('region', { name: 'To' }),
  };
}

function optionNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('the language pair dialog', () => {
  it('lists all 20 languages to translate from, and every other one to translate into', async () => {
    const { from, to } = await openDialog();
    expect(within(from).getAllByRole('button')).toHaveLength(20);
    expect(within(to).getAllByRole('button')).toHaveLength(19);
    expect(within(to).queryByRole('button', { name: /^Norwegian/ })).toBeNull();
    expect(
      within(from)
        .getByRole('button', { name: /^Norwegian/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(to)
        .getByRole('button', { name: /^Russian/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('marks the pairs no engine serves with the reason instead of hiding them', async () => {
    const { dialog, from, to } = await openDialog();
    expect(within(to).getByRole('button', { name: 'Japanese No engine yet' })).toBeTruthy();
    expect(within(to).getByRole('button', { name: 'Korean Through English' })).toBeTruthy();
    expect(within(to).getByRole('button', { name: 'Spanish' })).toBeTruthy();
    expect(within(from).getByRole('button', { name: 'Thai No engine yet' })).toBeTruthy();
    expect(within(from).getByRole('button', { name: 'Norwegian' })).toBeTruthy();
    // What an administrator must configure is said once for the whole dialog.
    expect(within(dialog).getByText('Some pairs need another engine')).toBeTruthy();
  });

  it('filters both lists by English name, native name or code', async () => {
    const { dialog, from, to } = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Search languages' });

    fireEvent.change(search, { target: { value: 'Español' } });
    expect(optionNames(from)).toEqual(['Spanish']);
    expect(optionNames(to)).toEqual(['Spanish']);

    fireEvent.change(search, { target: { value: 'ger' } });
    expect(optionNames(from)).toEqual(['German']);

    fireEvent.change(search, { target: { value: 'ja' } });
    expect(optionNames(from)).toEqual(['Japanese']);
    expect(optionNames(to)).toEqual(['JapaneseNo engine yet']);

    // The source never appears among the targets, even when it matches.
    fireEvent.change(search, { target: { value: 'Norsk' } });
    expect(optionNames(from)).toEqual(['Norwegian']);
    expect(within(to).queryAllByRole('button')).toHaveLength(0);

    fireEvent.change(search, { target: { value: 'klingon' } });
    expect(within(from).queryAllByRole('button')).toHaveLength(0);
    expect(within(dialog).getByText('No language matches your search.')).toBeTruthy();
  });

  it('keeps the chosen pair under selectedLanguagePair and closes once the target is chosen', async () => {
    const { dialog, from, to } = await openDialog();
    fireEvent.click(within(from).getByRole('button', { name: /^Spanish/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('es-ru');
    // The to-list now leaves Spanish out and offers Norwegian.
    expect(within(to).queryByRole('button', { name: /^Spanish/ })).toBeNull();
    expect(within(to).getByRole('button', { name: /^Norwegian/ })).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);

    fireEvent.click(within(to).getByRole('button', { name: /^English/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('es-en');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Change languages: Spanish → English' })).toHaveLength(2);
  });

  it('choosing the target as the source turns the pair around', async () => {
    const { from } = await openDialog();
    fireEvent.click(within(from).getByRole('button', { name: /^Russian/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ru-no');
  });

  it('lets an unserved pair be chosen and then warns on the translator with what to configure', async () => {
    const { to } = await openDialog();
    fireEvent.click(within(to).getByRole('button', { name: /^Japanese/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('no-ja');
    expect(screen.getByText('No translation engine serves this pair yet')).toBeTruthy();
    expect(screen.getByText(HINT)).toBeTruthy();
  });
});
