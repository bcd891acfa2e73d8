import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../src/features/accounts/pages/login-page';
import { RegisterPage } from '../src/features/accounts/pages/register-page';
import { PhrasesPage } from '../src/features/phrases/pages/phrases-page';
import { failure, fakeApi, ok, savedPhrase, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const STORAGE_FULL = 'Your audio storage is full. Delete phrases or audio tracks to make room.';

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the messages of the server’s limits', () => {
  it('tells a throttled sign-in how many minutes to wait, in the interface’s words', async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        failure(429, {
          code: 'RATE_LIMITED',
          error: 'Too many failed sign-in attempts. Try again in 59 seconds.',
          retryAfterSeconds: 59,
        }),
    });
    renderScreen(<LoginPage />);
    fill('Email', 'kari@example.com');
    fill('Password', 'guess');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Try again in 1 minute.')).toBeTruthy();
  });

  it('tells a refused registration how many minutes to wait', async () => {
    const api = fakeApi({
      'POST /api/auth/register': () =>
        failure(429, {
          code: 'RATE_LIMITED',
          error: 'Too many registrations from this network. Try again in 42 minutes.',
          retryAfterSeconds: 2501,
        }),
    });
    renderScreen(<RegisterPage />);
    fill('Full name', 'Ola Nordmann');
    fill('Email', 'ola@example.com');
    fill(/^Password/, 'secret1');
    fill('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many registrations right now. Try again in 42 minutes.')).toBeTruthy();
    expect(api.calls('POST /api/auth/register')).toHaveLength(1);
  });

  it('says the audio storage is full when a track cannot be built', async () => {
    const phrase = savedPhrase({
      originalText: 'God morgen',
      translatedText: 'Доброе утро',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
    });
    const api = fakeApi({
      'GET /api/user/phrases': () => ok({ success: true, phrases: [phrase], nextCursor: null }),
      'POST /api/user/audio-tracks': () =>
        failure(413, {
          code: 'STORAGE_QUOTA_EXCEEDED',
          error: 'Your audio storage is full: 200.0 of 200.0 MB used. Delete phrases or audio tracks to make room.',
        }),
    });
    signIn();
    renderScreen(<PhrasesPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /God morgen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Audio Track (1 phrase)' }));
    expect(await screen.findByText(STORAGE_FULL)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST /api/user/audio-tracks')).toHaveLength(1));
  });
});
