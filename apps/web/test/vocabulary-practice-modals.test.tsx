import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PracticeWord, PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { PracticeDialog } from '../src/features/vocabulary/components/practice-dialog';
import { SpokenPracticeDialog } from '../src/features/vocabulary/components/spoken-practice-dialog';
import { failure, fakeApi, ok, signIn } from './support/fake-api';
import { fakeMicrophone } from './support/microphone';
import { renderScreen } from './support/render-screen';

const CAT_ID = '6f1d3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
const PRACTICE_WORDS = 'GET /api/unified-dictionary/practice-words';

function practiceWord(): PracticeWord {
  const now = new Date().toISOString();
  return {
    id: CAT_ID,
    word: 'katt',
    language: 'no',
    targetLanguage: 'ru',
    expected: 'кошка',
    acceptedAnswers: ['кошка', 'кот'],
    expectedSource: 'hand',
    partOfSpeech: 'noun',
    definition: null,
    example: null,
    kind: 'new',
    card: {
      state: 'new',
      due: now,
      stability: 0,
      difficulty: 0,
      scheduledDays: 0,
      reps: 0,
      lapses: 0,
      lastReview: null,
    },
    audioUrl: `/api/unified-dictionary/audio/${CAT_ID}?language=no`,
  };
}

function round(words: PracticeWord[]): PracticeWordsResponse {
  return { success: true, words, dueCount: 0, newCount: words.length, untranslatable: 0 };
}

/** A modal in the Russian interface, whose texts the spec gives (sections 5 and 8). */
function renderInRussian(ui: ReactElement) {
  interfaceLanguageStore.set('ru');
  signIn();
  renderScreen(<InterfaceLanguageScope scope="guarded">{ui}</InterfaceLanguageScope>);
}

let microphone: ReturnType<typeof fakeMicrophone>;
beforeEach(() => {
  microphone = fakeMicrophone();
});
afterEach(() => microphone.restore());

describe('the practice modal', () => {
  it('says ‘Нет слов для практики’ with Close when nothing is due or new', async () => {
    fakeApi({ [PRACTICE_WORDS]: () => ok(round([])) });
    const onClose = vi.fn();
    renderInRussian(<PracticeDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Нет слов для практики' }, { timeout: 10_000 });
    const closes = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    fireEvent.click(closes[closes.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a blank answer with ‘Пожалуйста, введите ответ’, then accepts another accepted answer, trimmed and in capitals', async () => {
    const api = fakeApi({
      [PRACTICE_WORDS]: () => ok(round([practiceWord()])),
      [`POST /api/unified-dictionary/practice-result/${CAT_ID}`]: () => failure(500, undefined),
    });
    renderInRussian(<PracticeDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Практика' }, { timeout: 10_000 });
    const answer = await within(dialog).findByRole('textbox', { name: 'Ваш ответ' }, { timeout: 10_000 });

    fireEvent.change(answer, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Пожалуйста, введите ответ');
    expect(api.calls(`POST /api/unified-dictionary/practice-result/${CAT_ID}`)).toHaveLength(0);

    fireEvent.change(answer, { target: { value: ' КОТ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(dialog.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('correct');
    await waitFor(() => expect(api.calls(`POST /api/unified-dictionary/practice-result/${CAT_ID}`)).toHaveLength(1));
    // The server failed to save it: the learner is told, and the round goes on to its summary.
    await within(dialog).findByText('Этот ответ не удалось сохранить; практика продолжается.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    await within(dialog).findByText('Верно: 1 из 1');
  });
});

describe('the spoken practice modal', () => {
  it.each([
    ['the server answers with an error', () => failure(500, undefined), 'ошибка сервера'],
    [
      'the check never gets an answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'ошибка проверки',
    ],
  ])('when %s, shows ‘%s’ as the heard text and marks the word incorrect', async (_case, answer, heardText) => {
    const api = fakeApi({
      [PRACTICE_WORDS]: () => ok(round([practiceWord()])),
      [`POST /api/unified-dictionary/speech-review/${CAT_ID}`]: answer,
    });
    renderInRussian(<SpokenPracticeDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Устная практика' }, { timeout: 10_000 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Записать' }, { timeout: 10_000 }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Стоп' }));

    await within(dialog).findByText(`Распознано: ${heardText}`);
    expect(dialog.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('incorrect');
    const [upload] = api.calls(`POST /api/unified-dictionary/speech-review/${CAT_ID}`);
    const form = upload?.body as FormData;
    expect(form.get('expectedLanguage')).toBe('no');
    expect((form.get('audio') as Blob).type).toBe('audio/wav');
  });
});
