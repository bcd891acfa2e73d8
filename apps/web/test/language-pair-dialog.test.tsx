import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { describe, expect, it } from 'vitest';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { enginesAnswer, fakeApi, ok, signIn, signInAsAdmin } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { resultBox } from './support/text-translator';

/** The server's setup hint: it sends it to administrators only, and the app shows it to them only. */
const HINT = 'Configure translation: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL or OPENAI_BASE_URL.';
const OPERATOR_TEXT = /APERTIUM_URL|DEEPL_API_KEY|OPENAI_BASE_URL|Configure/;

/**
 * Thai has no engine out of it; Norwegian → Japanese and French → Russian have none; Norwegian →
 * Korean goes through English.
 */
function enginesWithGaps() {
  const routes: Record<string, 'none' | 'pivot'> = { 'no-ja': 'none', 'fr-ru': 'none', 'no-ko': 'pivot' };
  for (const target of LANGUAGE_CODES) if (target !== 'th') routes[`th-${target}`] = 'none';
  return enginesAnswer({ routes, hint: HINT });
}

async function openDialog(as: 'learner' | 'admin' = 'learner') {
  fakeApi({ 'GET /api/engines': () => ok(enginesWithGaps()) });
  if (as === 'admin') signInAsAdmin();
  else signIn();
  renderScreen(<TextTranslatePage />);
  const [openButton] = screen.getAllByRole('button', { name: /^Change languages: Norwegian → Russian/ });
  fireEvent.click(openButton as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Language pair' });
  // The engines' answer has arrived once its gaps are marked.
  await within(dialog).findByRole('button', { name: 'Japanese No engine yet' });
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

  it('marks the pairs no engine serves with the reason, after those that work, and no setup text', async () => {
    const { dialog, from, to } = await openDialog();
    expect(within(to).getByRole('button', { name: 'Japanese No engine yet' })).toBeTruthy();
    expect(within(to).getByRole('button', { name: 'Korean Through English' })).toBeTruthy();
    expect(within(to).getByRole('button', { name: 'Spanish' })).toBeTruthy();
    expect(within(from).getByRole('button', { name: 'Thai No engine yet' })).toBeTruthy();
    expect(within(from).getByRole('button', { name: 'Norwegian' })).toBeTruthy();
    // Served directly first, then through English, then what no engine serves.
    const targets = within(to)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    expect(targets.slice(-2).map((name) => name.replace(/^\P{L}+/u, ''))).toEqual([
      'KoreanThrough English',
      'JapaneseNo engine yet',
    ]);
    expect(optionNames(from).at(-1)).toMatch(/ThaiNo engine yet$/);
    // A learner is not told how the server is set up.
    expect(within(dialog).queryByText('Some pairs need another engine')).toBeNull();
    expect(dialog.textContent).not.toMatch(OPERATOR_TEXT);
  });

  it('tells an administrator what to configure, with the way to the diagnostics', async () => {
    const { dialog } = await openDialog('admin');
    expect(within(dialog).getByText('Some pairs need another engine')).toBeTruthy();
    expect(within(dialog).getByText(HINT)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open diagnostics' }).getAttribute('href')).toBe(
      '/admin/diagnostics',
    );
  });

  it('changes the target to one that works when the new source cannot reach the old one', async () => {
    const { from } = await openDialog();
    // From Japanese, Russian is served: the target stays.
    fireEvent.click(within(from).getByRole('button', { name: /^Japanese/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('ja-ru');
    // French → Russian has no engine: the first pair from French that works, French → English, instead.
    fireEvent.click(within(from).getByRole('button', { name: /^French/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('fr-en');
    // Thai translates into nothing: the target stays as it was.
    fireEvent.click(within(from).getByRole('button', { name: /^Thai/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('th-en');
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

  it('lets an unserved pair be chosen, then says so, disables Translate and offers pairs that work', async () => {
    const { to } = await openDialog();
    fireEvent.click(within(to).getByRole('button', { name: /^Japanese/ }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('no-ja');
    const reason = "Translation from Norwegian into Japanese isn't available on this server yet.";
    const result = resultBox();
    expect(within(result).getByText(reason)).toBeTruthy();
    const translate = screen.getByRole('button', { name: 'Translate' }) as HTMLButtonElement;
    expect(translate.disabled).toBe(true);
    // The reason sits beside the disabled button too, and describes it.
    const beside = document.getElementById(translate.getAttribute('aria-describedby') ?? '');
    expect(beside?.textContent).toBe(reason);
    expect(document.body.textContent).not.toMatch(OPERATOR_TEXT);

    // Pairs from the learner's source language first (the preferred ones, then by name); choosing one switches to it.
    const offered = within(result)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual([
      'Norwegian → Russian',
      'Norwegian → English',
      'Norwegian → Spanish',
      'Norwegian → Arabic',
      'Norwegian → Chinese',
      'Norwegian → Danish',
    ]);
    fireEvent.click(within(result).getByRole('button', { name: 'Norwegian → English' }));
    expect(window.localStorage.getItem('selectedLanguagePair')).toBe('no-en');
    expect((screen.getByRole('button', { name: 'Translate' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('an engine out for a moment', () => {
  it('says the pair is temporarily unavailable, not that the server lacks it', async () => {
    const answer = enginesAnswer({ routes: { 'no-ja': 'none' } });
    answer.translation.temporarilyUnavailable = ['apertium'];
    answer.translation.pairsTemporarilyUnavailable = ['no-ja'];
    fakeApi({ 'GET /api/engines': () => ok(answer) });
    signIn();
    renderScreen(<TextTranslatePage />);
    const [openButton] = screen.getAllByRole('button', { name: /^Change languages: Norwegian → Russian/ });
    fireEvent.click(openButton as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Language pair' });
    const to = within(dialog).getByRole('region', { name: 'To' });
    fireEvent.click(await within(to).findByRole('button', { name: /^Japanese/ }));
    const reason =
      'Translation from Norwegian into Japanese is temporarily unavailable: its engine is not answering. This page checks again by itself.';
    expect(await within(resultBox()).findByText(reason)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/isn't available on this server yet/);
  });
});
