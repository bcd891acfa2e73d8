import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { describe, expect, it } from 'vitest';
import { InterfaceLanguageDialog } from '../src/entities/interface-language/interface-language-dialog';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { languageMatches } from '../src/shared/lib/language-names';
import { FLAG_URLS } from '../src/shared/ui/language-flag';
import { fakeApi, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/** A regional-indicator pair: an emoji flag, which many desktops draw as two empty boxes. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

/** Each button's flag image and its visible text. */
function flagsAndNames(region: HTMLElement) {
  return within(region)
    .getAllByRole('button')
    .map((button) => ({ src: button.querySelector('img')?.getAttribute('src') ?? '', text: button.textContent ?? '' }));
}

describe('language flags', () => {
  it('has an SVG file of its own for each of the 20 languages', () => {
    for (const code of LANGUAGE_CODES) expect(FLAG_URLS[code]).toMatch(/\.svg(\?|$)/);
    // Arabic and Hindi have no single country: the Arab League's flag and India's.
    expect(FLAG_URLS.ar).toMatch(/\/arab\.svg(\?|$)/);
    expect(FLAG_URLS.hi).toMatch(/\/in\.svg(\?|$)/);
    expect(new Set(Object.values(FLAG_URLS)).size).toBe(LANGUAGE_CODES.length);
  });

  it('shows image flags beside the names in the pair dialog, never emoji', async () => {
    fakeApi();
    signIn();
    renderScreen(<TextTranslatePage />);
    const [openButton] = screen.getAllByRole('button', { name: /^Change languages/ });
    expect(document.body.textContent).not.toMatch(EMOJI_FLAG);
    const summaryFlags = [...document.querySelectorAll('img[data-flag]')].map((img) => img.getAttribute('data-flag'));
    expect(summaryFlags).toEqual(['no', 'ru']);
    fireEvent.click(openButton as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Language pair' });
    const from = flagsAndNames(within(dialog).getByRole('region', { name: 'From' }));
    expect(from).toHaveLength(20);
    expect(from.find((option) => option.text.startsWith('Norwegian'))?.src).toBe(FLAG_URLS.no);
    expect(from.find((option) => option.text.startsWith('Arabic'))?.src).toBe(FLAG_URLS.ar);
    for (const option of from) expect(option.src).toMatch(/\.svg(\?|$)/);
    expect(dialog.textContent).not.toMatch(EMOJI_FLAG);
    // Decoration: the name is the text, the image has an empty alternative and loads when shown.
    const image = dialog.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows image flags in the interface-language picker', async () => {
    fakeApi();
    signIn();
    renderScreen(<InterfaceLanguageDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const images = dialog.querySelectorAll('img[data-flag]');
    expect(images).toHaveLength(20);
    expect(dialog.textContent).not.toMatch(EMOJI_FLAG);
  });
});

describe('searching a language', () => {
  const found = (query: string, uiLanguage = 'en') =>
    LANGUAGE_CODES.filter((code) => languageMatches(code, query, uiLanguage));

  it('finds Norwegian by its written standard and that standard’s code', () => {
    for (const query of ['nb', 'NB', 'bokmål', 'Bokmal', 'norsk', 'Norwegian']) expect(found(query)).toEqual(['no']);
    expect(found('nb', 'ru')).toEqual(['no']);
    expect(found('букмол', 'ru')).toEqual(['no']);
    expect(found('norsk bokmål', 'nb')).toEqual(['no']);
  });

  it('ignores accents and still finds the others by code, English and native name', () => {
    expect(found('espanol')).toEqual(['es']);
    expect(found('fr')).toContain('fr');
    expect(found('日本語')).toEqual(['ja']);
    expect(found('klingon')).toEqual([]);
  });
});

describe('the interface-language picker search', () => {
  it('lists Norwegian for "nb"', async () => {
    fakeApi();
    signIn();
    renderScreen(<InterfaceLanguageDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'nb' } });
    const options = within(dialog).getAllByRole('button', { pressed: false });
    expect(options.map((option) => option.querySelector('[lang]')?.textContent)).toEqual(['Norsk']);
  });
});
