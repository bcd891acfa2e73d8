import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
