import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { failure, fakeApi, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';
import { pressEnter, resultBox, shownText, typeText } from './support/text-translator';

const translated = () => ok({ translation: 'Привет, мир', engine: 'apertium' });

describe('practice time after a translation', () => {
  it('posts one minute once the translation arrived', async () => {
    const api = fakeApi({ 'POST /api/text-translate': translated });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText(shownText('Привет, мир'));

    await waitFor(() => expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(1));
    const [posted] = api.calls('POST /api/user/stats/practice-time');
    expect(posted?.body).toEqual({ minutes: 1 });
    expect(posted?.headers.authorization).toBe('Bearer test-token');
    // It follows the translation, never the other way round.
    expect(api.sent.map((request) => request.path).indexOf('/api/user/stats/practice-time')).toBeGreaterThan(
      api.sent.map((request) => request.path).indexOf('/api/text-translate'),
    );
  });

  it.each([
    ['answers 500', () => failure(500, { code: 'INTERNAL', error: 'Internal server error' })],
    ['answers 429', () => failure(429, { code: 'RATE_LIMITED', error: 'Too many requests', retryAfterSeconds: 30 })],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('ignores it when the server %s', async (_case, practiceAnswer) => {
    const api = fakeApi({
      'POST /api/text-translate': translated,
      'POST /api/user/stats/practice-time': practiceAnswer,
    });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText(shownText('Привет, мир'));
    await waitFor(() => expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(1));

    // The translation stays, nothing reports the failure, and the learner is still signed in.
    await waitFor(() => expect(api.calls('POST /api/text-to-speech')).toHaveLength(1));
    expect(within(resultBox()).getByText(shownText('Привет, мир'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('test-token');
    expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(1);
  });

  it('posts nothing when the translation failed', async () => {
    const api = fakeApi({
      'POST /api/text-translate': () => failure(502, { code: 'ENGINE_FAILED', error: 'Translation failed' }),
    });
    signIn();
    renderScreen(<TextTranslatePage />);
    pressEnter(typeText('Hei verden'));
    await within(resultBox()).findByText('Translation failed');
    expect(api.calls('POST /api/user/stats/practice-time')).toHaveLength(0);
  });
});
