import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/app/providers';

/** Renders a screen inside the app's own providers (i18next, a fresh TanStack Query client) and a router. */
export function renderScreen(ui: ReactElement) {
  return render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
