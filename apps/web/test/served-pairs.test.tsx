import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PairRoute } from '@tolk/contracts/engines';
import { LANGUAGE_PAIRS } from '@tolk/contracts/language-pairs';
import { describe, expect, it } from 'vitest';
import { servedPairs } from '../src/entities/engines/pair-routes';
import { InterfaceLanguageDialog } from '../src/entities/interface-language/interface-language-dialog';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { findPair, languagePairStore } from '../src/entities/language-pair/language-pair-store';
import { SpeechTranslatePage } from '../src/features/translation/pages/speech-translate-page';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { enginesAnswer, failure, fakeApi, ok, signIn, signInAsAdmin } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { pressEnter, resultBox, typeText } from './support/text-translator';

/** Text an operator sets the server up with, which learners never read. */
const OPERATOR_TEXT = /APERTIUM_URL|DEEPL_API_KEY|OPENAI_BASE_URL|TRANSCRIBE_MODEL|Configure/;
const TRANSLATION_HINT = 'Configure a translation engine: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL.';
const RECOGNITION_HINT = 'Configure speech recognition: OPENAI_BASE_URL with TRANSCRIBE_MODEL.';

/** Only these pairs are served (the rest 'none'), as with the e2e server's Apertium. */
function servedOnly(served: Record<string, PairRoute>, options: { hint?: string; recognition?: string[] } = {}) {
  const routes: Record<string, PairRoute> = {};
  for (const pair of LANGUAGE_PAIRS) routes[pair.value] = served[pair.value] ?? 'none';
  const engines = enginesAnswer({ routes, ...(options.hint ? { hint: options.hint } : {}) });
  if (options.recognition) engines.speechRecognition.languages = options.recognition as never;
  return engines;
}

const APERTIUM = { 'en-es': 'direct', 'es-en': 'direct', 'sv-no': 'direct', 'no-sv': 'direct' } as const;

describe('the default pair', () => {
  it('is the first preferred pair served directly, then through English, then any other', () => {
    const first = (served: Record<string, PairRoute>) => servedPairs(servedOnly(served))[0]?.value;
    expect(first(APERTIUM)).toBe('en-es');
    expect(first({ 'sv-no': 'direct', 'no-ru': 'pivot' })).toBe('no-ru');
    expect(first({ 'sv-no': 'direct', 'no-ru': 'pivot', 'fr-de': 'direct' })).toBe('fr-de');
    expect(first({ 'sv-no': 'pivot', 'da-no': 'direct' })).toBe('da-no');
    expect(first({})).toBeUndefined();
  });

  it('gives a new learner a served pair, and the first translation goes in that direction', async () => {
    const api = fakeApi({
      'GET /api/engines': () => ok(servedOnly(APERTIUM)),
      'POST /api/text-translate': () => ok({ translation: 'Hola', engine: 'apertium' }),
    });
    signIn();
    renderScreen(<TextTranslatePage />);
    await screen.findAllByRole('button', { name: 'Change languages: English → Spanish' });
    pressEnter(typeText('Hello'));
    await within(resultBox()).findByText('Hola');
    expect(api.calls('POST /api/text-translate')[0]?.body).toEqual({ text: 'Hello', direction: 'en-es' });
    // Not chosen, only in use: the interface does not switch to the pair's language.
    expect(window.localStorage.getItem('selectedLanguagePair')).toBeNull();
  });

  it('keeps the pair a learner chose, even one no engine serves', async () => {
    languagePairStore.set(findPair('no-ru') ?? null);
    fakeApi({ 'GET /api/engines': () => ok(servedOnly(APERTIUM)) });
    signIn();
    renderScreen(<TextTranslatePage />);
    await screen.findByText("Translation from Norwegian into Russian isn't available on this server yet.", {
      selector: '[role=status] *',
    });
    expect(screen.getAllByRole('button', { name: 'Change languages: Norwegian → Russian' })).toHaveLength(2);
  });
});

describe('what a learner reads when the engines do not serve their choice', () => {
  async function renderIn(language: 'no' | 'ru', page: 'text' | 'speech', engines: ReturnType<typeof servedOnly>) {
    languagePairStore.set(findPair('no-ru') ?? null);
    interfaceLanguageStore.set(language);
    fakeApi({ 'GET /api/engines': () => ok(engines) });
    signIn();
    renderScreen(
      <InterfaceLanguageScope scope="guarded">
        {page === 'text' ? <TextTranslatePage /> : <SpeechTranslatePage />}
      </InterfaceLanguageScope>,
    );
  }

  it.each([
    ['no', 'Oversettelse Norsk → Russisk er ikke tilgjengelig på denne serveren ennå.', 'Disse parene virker her:'],
    ['ru', 'Перевод «Норвежский → Русский» на этом сервере пока недоступен.', 'Здесь работают такие пары:'],
  ] as const)(
    'in %s: the pair is unavailable, and the pairs that are, without setup text',
    async (language, reason, offer) => {
      await renderIn(language, 'text', servedOnly(APERTIUM));
      await screen.findAllByText(reason, {}, { timeout: 10_000 });
      const result = resultBox();
      expect(within(result).getByText(reason)).toBeTruthy();
      expect(within(result).getByText(offer)).toBeTruthy();
      expect(within(result).getAllByRole('button').length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(OPERATOR_TEXT);
    },
  );

  it.each([
    // Norwegian writes a language name in lower case mid-sentence.
    ['no', 'Talegjenkjenning for norsk er ikke tilgjengelig på denne serveren ennå.'],
    ['ru', 'Распознавание речи для языка «Норвежский» на этом сервере пока недоступно.'],
  ] as const)('in %s: Record is disabled with the reason beside it', async (language, reason) => {
    await renderIn(language, 'speech', servedOnly({ 'no-ru': 'direct' }, { recognition: ['en', 'ru'] }));
    const beside = await screen.findByText(reason, {}, { timeout: 10_000 });
    const record = screen.getByRole('button', { name: language === 'no' ? 'Ta opp' : 'Записать' });
    expect((record as HTMLButtonElement).disabled).toBe(true);
    expect(record.getAttribute('aria-describedby')).toBe(beside.id);
    expect(document.body.textContent).not.toMatch(OPERATOR_TEXT);
  });
});

describe('what an administrator reads', () => {
  it('the setup hints beside the learner’s words, with the way to the diagnostics', async () => {
    languagePairStore.set(findPair('no-ru') ?? null);
    fakeApi({
      'GET /api/engines': () => {
        const engines = servedOnly(APERTIUM, { hint: TRANSLATION_HINT, recognition: ['en'] });
        return ok({ ...engines, speechRecognition: { ...engines.speechRecognition, hint: RECOGNITION_HINT } });
      },
    });
    signInAsAdmin();
    renderScreen(<SpeechTranslatePage />);
    expect(await screen.findByText(TRANSLATION_HINT)).toBeTruthy();
    expect(screen.getByText(RECOGNITION_HINT)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open diagnostics' })).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the server’s message after the learner’s words when a translation finds no engine', async () => {
    const server = `No translation engine serves Norwegian → Russian. ${TRANSLATION_HINT}`;
    fakeApi({ 'POST /api/text-translate': () => failure(503, { code: 'ENGINE_UNAVAILABLE', error: server }) });
    signInAsAdmin();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei'));
    await within(resultBox()).findByText(
      `Translation from Norwegian into Russian isn't available on this server yet. ${server}`,
    );
  });
});

describe('the interface-language picker', () => {
  async function followPairText() {
    fakeApi();
    signIn();
    renderScreen(<InterfaceLanguageDialog open onClose={() => {}} />);
    const follow = await screen.findByRole('button', { name: /Follow my language pair/ });
    return follow.textContent;
  }

  it('says English is shown until a pair is chosen, not the default pair’s language', async () => {
    expect(await followPairText()).toBe('Follow my language pairNow: English, until you choose a language pair');
  });

  it('names the chosen pair’s source, or the closest language with a catalog', async () => {
    languagePairStore.set(findPair('ru-no') ?? null);
    expect(await followPairText()).toMatch(/Now: Russian, the language you translate from$/);
  });

  it('names the closest language with a catalog when the source has none', async () => {
    languagePairStore.set(findPair('sv-en') ?? null);
    expect(await followPairText()).toMatch(/Now: Norwegian, the closest to Swedish, the language you translate from$/);
  });
});

describe('choosing the pair in use', () => {
  it('makes it the learner’s own', async () => {
    fakeApi({ 'GET /api/engines': () => ok(servedOnly(APERTIUM)) });
    signIn();
    renderScreen(<TextTranslatePage />);
    const [open] = await screen.findAllByRole('button', { name: 'Change languages: English → Spanish' });
    fireEvent.click(open as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Language pair' });
    fireEvent.click(
      within(within(dialog).getByRole('region', { name: 'To' })).getByRole('button', { name: /^Spanish/ }),
    );
    await waitFor(() => expect(window.localStorage.getItem('selectedLanguagePair')).toBe('en-es'));
  });
});
