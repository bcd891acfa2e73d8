import { screen } from '@testing-library/react';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { SpeechTranslatePage } from '../src/features/translation/pages/speech-translate-page';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { type Catalog, readCatalog } from './support/catalogs';
import { fakeApi, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/** A catalog string as the locale file has it: what the learner must read, not the key. */
function catalogText(lng: InterfaceLanguage, key: string): string {
  let node: string | Catalog = readCatalog(lng);
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) throw new Error(`${lng} has no ${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${lng} ${key} is not a string`);
  return node;
}

/** A guarded screen in the interface language the learner picked. */
async function renderIn(lng: InterfaceLanguage, page: ReactElement) {
  fakeApi();
  signIn();
  interfaceLanguageStore.set(lng);
  renderScreen(<InterfaceLanguageScope scope="guarded">{page}</InterfaceLanguageScope>);
  // The first screen in a language waits for its catalog chunk, slower on a busy machine.
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

/** Text that looks like an i18next key ('translate.text.title') left on screen. */
const RAW_KEY = /\b[a-z]+(?:\.[a-z][A-Za-z]+){1,3}\b/;

describe.each(INTERFACE_LANGUAGES)('the translators in %s', (lng) => {
  it('shows the text translator from its catalog', async () => {
    const heading = await renderIn(lng, <TextTranslatePage />);
    expect(document.documentElement.lang).toBe(lng);
    expect(heading.textContent).toBe(catalogText(lng, 'translate.text.title'));
    expect(document.title).toBe(`${catalogText(lng, 'translate.text.title')} · Tolk`);
    expect(screen.getByText(catalogText(lng, 'translate.text.subtitle'))).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogText(lng, 'translate.text.submit') })).toBeTruthy();
    expect(screen.getByText(catalogText(lng, 'translate.text.empty'))).toBeTruthy();
    expect(screen.getByRole('meter', { name: catalogText(lng, 'translate.length.label') })).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogText(lng, 'languagePair.swap') })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('shows the speech translator from its catalog', async () => {
    const heading = await renderIn(lng, <SpeechTranslatePage />);
    expect(heading.textContent).toBe(catalogText(lng, 'translate.speech.title'));
    expect(screen.getByRole('button', { name: catalogText(lng, 'translate.speech.record') })).toBeTruthy();
    expect(screen.getByText(catalogText(lng, 'translate.speech.heardEmpty'))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});

describe.each(INTERFACE_LANGUAGES.filter((lng) => lng !== 'en'))('the text translator in %s', (lng) => {
  it('is not English falling back', async () => {
    const heading = await renderIn(lng, <TextTranslatePage />);
    expect(heading.textContent).not.toBe(catalogText('en', 'translate.text.title'));
    expect(screen.queryByRole('button', { name: catalogText('en', 'translate.text.submit') })).toBeNull();
  });
});
