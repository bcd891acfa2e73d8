import { useRouteError } from 'react-router';
import { AppErrorScreen } from './app-error-screen';

/** Rendering errors inside routes land here (the router catches them before AppErrorBoundary). */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <AppErrorScreen error={error} />;
}
