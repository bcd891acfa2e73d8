import { Outlet } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';
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
