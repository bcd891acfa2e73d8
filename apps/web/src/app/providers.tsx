import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { connectSessionToApi } from '../entities/session/connect-session-to-api';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../shared/api/query-client';

// The API client lives in shared/ and knows no session: hand it the signed-in session once, before any request.
connectSessionToApi();

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
