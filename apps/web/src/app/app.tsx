import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
