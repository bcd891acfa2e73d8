import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { dialogueRoutes } from './support/dialogue';
import { fakeApi } from './support/fake-api';

function open(path: string) {
  fakeApi(dialogueRoutes());
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the dialogue page without a session', () => {
  it('sends the visitor to the sign-in form', async () => {
    open('/gpt-dialogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Tolk' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('while the other guarded pages still lead to the front page', async () => {
    open('/dashboard');
    expect(
      await screen.findByRole('link', { name: /register|get started|create account/i }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign in to Tolk' })).toBeNull();
  });
});
