import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictionaryEntry } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClickableText } from '../src/entities/dictionary/clickable-text';
import { distinctWords, segmentWords } from '../src/entities/dictionary/segment-words';
import { DemoPage } from '../src/features/dictionary/pages/demo-page';
import { PhraseRow } from '../src/features/phrases/components/phrase-row';
import { failure, fakeApi, ok, type SentRequest, savedPhrase, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

afterEach(() => {
  vi.useRealTimers();
});

const ENTRY_ID = '3d5a8f0e-7c1b-4e2a-9f6d-2b4c6e8a0f13';

/** An entry as the server answers it: the lists, and the spec's JSON-encoded text of them. */
function entry(fields: Partial<DictionaryEntry> = {}): DictionaryEntry {
  const answered = entryFields(fields);
  return {
    ...answered,
    definitions: JSON.stringify(answered.definitionList),
    examples: JSON.stringify(answered.exampleList),
  };
}

function entryFields(fields: Partial<DictionaryEntry>): DictionaryEntry {
  return {
    id: ENTRY_ID,
    word: 'house',
    lookedUp: 'house',
    language: 'en',
    partOfSpeech: 'noun',
    pronunciation: '/haʊs/',
    pronunciationDetails: { ipa: 'haʊs', ipaSource: 'lexicon', reading: null, furigana: null },
    definitions: '',
    definitionList: ['a dwelling that serves as living quarters for one or more families', 'provide housing for'],
    senses: [
      {
        partOfSpeech: 'noun',
        gloss: 'a dwelling that serves as living quarters for one or more families',
        examples: ['he has a house on Cape Cod'],
      },
      { partOfSpeech: 'verb', gloss: 'provide housing for', examples: [] },
    ],
    examples: '',
    exampleList: ['he has a house on Cape Cod'],
    etymology: 'From Old English hūs.',
    translations: [
      { language: 'ru', text: 'дом', source: 'lexicon' },
      { language: 'no', text: 'hus', source: 'lexicon' },
    ],
    difficultyLevel: 'BEGINNER',
    frequencyRank: 412,
    cefrLevel: 'A1',
    generated: null,
    sources: [{ name: 'WordNet 3.0', licence: 'WordNet License', url: 'https://wordnet.princeton.edu/' }],
    viewCount: 1,
    lastViewedAt: '2026-11-24T21:00:00.000Z',
    isStudying: true,
    addedToStudyList: true,
    changes: { studyList: ['en'], cards: [] },
    ...fields,
  };
}

function renderText(text: string, language: LanguageCode) {
  signIn();
  return renderScreen(
    <p>
      <ClickableText text={text} language={language} />
    </p>,
  );
}

const studiedCalls = (api: { calls: (route: string) => SentRequest[] }) =>
  api.calls('POST /api/unified-dictionary/studied-words');

describe('the words of a text', () => {
  it('are found with the language’s own word boundaries, Japanese and Thai included', () => {
    const japanese = distinctWords(segmentWords('こんにちは、今日は元気ですか？', 'ja'));
    expect(japanese).toContain('今日');
    expect(japanese).toContain('元気');
    expect(japanese.join('')).not.toMatch(/[、？]/);
    expect(distinctWords(segmentWords('สวัสดีครับ', 'th'))).toEqual(['สวัสดี', 'ครับ']);
    expect(distinctWords(segmentWords('Bøkene står i hylla.', 'no'))).toEqual(['Bøkene', 'står', 'hylla']);
  });

  it('are clickable from 2 to 50 characters with a letter, never digits alone', () => {
    const segments = segmentWords(`I paid 2024 kroner in 3a, ${'x'.repeat(51)}!`, 'en');
    expect(distinctWords(segments)).toEqual(['paid', 'kroner', 'in', '3a']);
    // Everything else stays as text, so the whole text reads as before.
    expect(segments.map((segment) => segment.text).join('')).toBe(`I paid 2024 kroner in 3a, ${'x'.repeat(51)}!`);
  });
});

describe('clickable text', () => {
  it('shows each word as a button, marks studied words, and asks once per language for a whole screen', async () => {
    const api = fakeApi({
      'POST /api/unified-dictionary/studied-words': (request) => {
        const { language } = request.body as { language: string };
        return ok({ studied: language === 'no' ? ['bøkene'] : ['house'] });
      },
    });
    signIn();
    renderScreen(
      <>
        <p>
          <ClickableText text="Our house is big. The house is old." language="en" />
        </p>
        <p>
          <ClickableText text="Bøkene er nye." language="no" />
        </p>
        <p>
          <ClickableText text="A house by the river." language="en" />
        </p>
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'house', description: 'On your study list' })).toHaveLength(3),
    );
    expect(await screen.findByRole('button', { name: 'Bøkene', description: 'On your study list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'river' }).title).toBe('');
    // Three texts, two languages: two calls, each with the distinct words of its texts.
    expect(studiedCalls(api)).toHaveLength(2);
    const bodies = studiedCalls(api).map((call) => call.body as { language: string; words: string[] });
    expect(bodies.find((body) => body.language === 'en')?.words.sort()).toEqual(
      ['Our', 'The', 'big', 'by', 'house', 'is', 'old', 'river', 'the'].sort(),
    );
  });

  it('is one stop of the Tab key, moved through with the arrow keys and opened with Enter', async () => {
    fakeApi({ 'GET /api/unified-dictionary/entry/house': () => ok(entry()) });
    renderText('Our house', 'en');
    const our = await screen.findByRole('button', { name: 'Our' });
    const house = screen.getByRole('button', { name: 'house' });
    expect([our.tabIndex, house.tabIndex]).toEqual([0, -1]);
    act(() => our.focus());
    fireEvent.keyDown(our, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(house);
    expect([our.tabIndex, house.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(house, { key: 'Enter' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens the entry: headword, what was clicked, part of speech, IPA, badges, meanings, translation, sources', async () => {
    const api = fakeApi({
      'GET /api/unified-dictionary/entry/B%C3%B8kene': () =>
        ok(
          entry({
            word: 'bok',
            lookedUp: 'Bøkene',
            language: 'no',
            pronunciation: '/buːk/',
            pronunciationDetails: { ipa: 'buːk', ipaSource: 'espeak', reading: null, furigana: null },
            senses: [{ partOfSpeech: 'noun', gloss: 'book', examples: ['Jeg leser en bok.'] }],
            definitionList: ['book'],
            exampleList: ['Jeg leser en bok.'],
            translations: [{ language: 'en', text: 'book', source: 'lexicon' }],
          }),
        ),
    });
    renderText('Bøkene er nye.', 'no');
    fireEvent.click(await screen.findByRole('button', { name: 'Bøkene' }));

    const dialog = await screen.findByRole('dialog', { name: 'bok' });
    expect(within(dialog).getByText('looked up: Bøkene')).toBeTruthy();
    expect(await within(dialog).findByText('/buːk/')).toBeTruthy();
    expect(within(dialog).getAllByText('noun').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Added to your study list')).toBeTruthy();
    expect(within(dialog).getByText('Beginner')).toBeTruthy();
    expect(within(dialog).getByText('CEFR A1')).toBeTruthy();
    expect(within(dialog).getByText('Very common · #412')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'In English' })).toBeTruthy();
    expect(within(dialog).getByText('Jeg leser en bok.')).toBeTruthy();
    expect(within(dialog).getByText('From Old English hūs.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'WordNet 3.0' }).getAttribute('href')).toBe(
      'https://wordnet.princeton.edu/',
    );
    expect(within(dialog).getByText('Looked up 1 time')).toBeTruthy();
    const [lookup] = api.calls('GET /api/unified-dictionary/entry/B%C3%B8kene');
    expect(lookup?.headers.authorization).toBe('Bearer test-token');
  });

  it('asks again which words are studied when the entry says the look-up added the word, so it shows marked', async () => {
    let studied: string[] = [];
    const api = fakeApi({
      'POST /api/unified-dictionary/studied-words': () => ok({ studied }),
      'GET /api/unified-dictionary/entry/house': () => {
        studied = ['house'];
        return ok(entry({ addedToStudyList: true, changes: { studyList: ['en'], cards: [] } }));
      },
    });
    renderText('Our house', 'en');
    const house = await screen.findByRole('button', { name: 'house' });
    await waitFor(() => expect(studiedCalls(api)).toHaveLength(1));
    fireEvent.click(house);
    // Once the entry has come, and because it says the study list changed: no timers guessing.
    await waitFor(() => expect(studiedCalls(api)).toHaveLength(2));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'house', description: 'On your study list' })).toBeTruthy();
    expect(studiedCalls(api)).toHaveLength(2);
  });

  it('asks nothing again when the entry says the look-up changed nothing', async () => {
    const api = fakeApi({
      'POST /api/unified-dictionary/studied-words': () => ok({ studied: ['house'] }),
      'GET /api/unified-dictionary/entry/house': () =>
        ok(entry({ addedToStudyList: false, changes: { studyList: [], cards: [] } })),
    });
    renderText('Our house', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'house', description: 'On your study list' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Already studying')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(studiedCalls(api)).toHaveLength(1);
  });

  it('says ‘Already studying’ when the word was on the list before', async () => {
    fakeApi({ 'GET /api/unified-dictionary/entry/house': () => ok(entry({ addedToStudyList: false, viewCount: 3 })) });
    renderText('house', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'house' }));
    const dialog = await screen.findByRole('dialog', { name: 'house' });
    expect(await within(dialog).findByText('Already studying')).toBeTruthy();
    expect(within(dialog).queryByText('Added to your study list')).toBeNull();
    expect(within(dialog).getByText('Looked up 3 times')).toBeTruthy();
  });

  it('shows the 404 message in the interface language, and Retry asks again', async () => {
    let answers = 0;
    fakeApi({
      'GET /api/unified-dictionary/entry/qwzx': () => {
        answers += 1;
        return answers === 1
          ? failure(404, {
              code: 'NOT_FOUND',
              error: 'No dictionary has this word. Check the spelling or try again later.',
            })
          : ok(entry({ word: 'qwzx', lookedUp: 'qwzx' }));
      },
    });
    renderText('qwzx', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'qwzx' }));
    const dialog = await screen.findByRole('dialog', { name: 'qwzx' });
    expect(
      await within(dialog).findByText(
        'Could not find information for this word. Try again later or check the spelling.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Added to your study list')).toBeTruthy();
    expect(answers).toBe(2);
  });

  it('says no dictionary of the language is installed when the server says so (still 404)', async () => {
    fakeApi({
      'GET /api/unified-dictionary/entry/qwzx': () =>
        failure(404, { code: 'NO_DICTIONARY', error: 'No dictionary for English is installed on this server.' }),
    });
    renderText('qwzx', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'qwzx' }));
    const dialog = await screen.findByRole('dialog', { name: 'qwzx' });
    expect(
      await within(dialog).findByText('English: no dictionary for this language is installed on this server.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/check the spelling/)).toBeNull();
    // A learner is not sent to the administrators' page.
    expect(within(dialog).queryByRole('link', { name: 'Install one on the diagnostics page' })).toBeNull();
  });

  it('shows the Russian 404 message in a Russian interface', async () => {
    const { i18n } = await import('../src/i18n/i18n');
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    fakeApi({
      'GET /api/unified-dictionary/entry/qwzx': () =>
        failure(404, {
          code: 'NOT_FOUND',
          error: 'No dictionary has this word. Check the spelling or try again later.',
        }),
    });
    renderText('qwzx', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'qwzx' }));
    expect(
      await screen.findByText(
        'Не удалось найти информацию для этого слова. Попробуйте позже или проверьте правильность написания.',
      ),
    ).toBeTruthy();
  });

  it('shows a failure with its HTTP status, and Retry', async () => {
    fakeApi({
      'GET /api/unified-dictionary/entry/house': () =>
        failure(500, { code: 'INTERNAL', error: 'Internal server error' }),
    });
    renderText('house', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'house' }));
    const dialog = await screen.findByRole('dialog', { name: 'house' });
    expect(await within(dialog).findByText('Could not load the dictionary entry.', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByText('HTTP error 500')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('writes Japanese readings as furigana and marks what a chat model wrote', async () => {
    fakeApi({
      'GET /api/unified-dictionary/entry/%E4%BB%8A%E6%97%A5': () =>
        ok(
          entry({
            word: '今日',
            lookedUp: '今日',
            language: 'ja',
            partOfSpeech: 'noun',
            pronunciation: 'きょう /kʲoː/',
            pronunciationDetails: {
              ipa: 'kʲoː',
              ipaSource: 'espeak',
              reading: 'きょう',
              furigana: [{ text: '今日', reading: 'きょう' }],
            },
            etymology: 'Compound of 今 (now) and 日 (day).',
            generated: { fields: ['etymology'], model: 'qwen2.5-7b' },
            translations: [{ language: 'en', text: 'today', source: 'generated' }],
          }),
        ),
    });
    renderText('今日は元気です', 'ja');
    fireEvent.click(await screen.findByRole('button', { name: '今日' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Compound of 今 (now) and 日 (day).');
    const ruby = dialog.querySelector('ruby');
    expect(ruby?.querySelector('rt')?.textContent).toBe('きょう');
    expect(within(dialog).getAllByText('AI-generated (qwen2.5-7b)')).toHaveLength(1);
  });

  it('plays the word’s audio with the bearer token', async () => {
    const api = fakeApi({
      'GET /api/unified-dictionary/entry/house': () => ok(entry()),
      [`GET /api/unified-dictionary/audio/${ENTRY_ID}`]: () => ({ status: 200, body: 'ID3' }),
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    renderText('house', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'house' }));
    const dialog = await screen.findByRole('dialog', { name: 'house' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Play “house”' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    const [audio] = api.sent.filter((request) => request.path === `/api/unified-dictionary/audio/${ENTRY_ID}`);
    expect(audio?.headers.authorization).toBe('Bearer test-token');
  });
});

describe('a saved phrase', () => {
  it('opens a word of either text without ticking the phrase', async () => {
    fakeApi({
      'GET /api/unified-dictionary/entry/Hei': () => ok(entry({ word: 'hei', lookedUp: 'Hei', language: 'no' })),
    });
    signIn();
    const onToggle = vi.fn();
    const phrase = savedPhrase({
      originalText: 'Hei verden',
      translatedText: 'Привет, мир',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
    });
    renderScreen(
      <ul>
        <PhraseRow
          phrase={phrase}
          selected={false}
          onToggle={onToggle}
          playback="idle"
          onPlay={() => {}}
          deleting={false}
          onDelete={() => {}}
        />
      </ul>,
    );
    expect((await screen.findByRole('button', { name: 'мир' })).closest('[lang]')?.getAttribute('lang')).toBe('ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Hei' }));
    expect(await screen.findByRole('dialog', { name: 'hei' })).toBeTruthy();
    expect(onToggle).not.toHaveBeenCalled();
    // The checkbox is still named by the phrase.
    expect(screen.getByRole('checkbox', { name: 'Select phrase: Hei verden' })).toBeTruthy();
  });
});

describe('the demo page', () => {
  it('shows clickable sample texts in Norwegian, Russian and English', async () => {
    fakeApi();
    signIn();
    renderScreen(<DemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dictionary demo' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'bøkene' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'house' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'собака' })).toBeTruthy();
    // The flags beside them are decoration, hidden from screen readers.
    for (const language of ['Norwegian', 'Russian', 'English']) {
      expect(screen.getByRole('heading', { level: 2, name: `Sample text in ${language}` })).toBeTruthy();
    }
  });
});
