import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
