import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminDebugPage } from '../features/admin/pages/admin-debug-page';
import { AdminDiagnosticsPage } from '../features/admin/pages/admin-diagnostics-page';
import { AdminUsersPage } from '../features/admin/pages/admin-users-page';
import { AudioTracksPage } from '../features/audio-tracks/pages/audio-tracks-page';
import { BlockedPage } from '../features/auth/pages/blocked-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { PendingPage } from '../features/auth/pages/pending-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { PlaceholderPage } from '../features/coming-soon/pages/placeholder-page';
import { PLACEHOLDER_PAGES } from '../features/coming-soon/placeholder-pages';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { PhrasesPage } from '../features/phrases/pages/phrases-page';
import { SpeechTranslatePage } from '../features/translate/pages/speech-translate-page';
import { TextTranslatePage } from '../features/translate/pages/text-translate-page';
import { InterfaceLanguageScope } from '../shared/interface-language/interface-language-scope';
import { RouteErrorScreen } from './errors/route-error-screen';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppShell } from './layout/app-shell';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';

/** Every route of spec section 2, plus /admin/diagnostics and a catch-all. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: (
          <InterfaceLanguageScope scope="public">
            <PublicLayout />
          </InterfaceLanguageScope>
        ),
        children: [
          {
            path: '/',
            element: (
              <RedirectIfSignedIn>
                <LandingPage />
              </RedirectIfSignedIn>
            ),
          },
          {
            path: '/login',
            element: (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          {
            path: '/register',
            element: (
              <RedirectIfSignedIn>
                <RegisterPage />
              </RedirectIfSignedIn>
            ),
          },
          { path: '/pending', element: <PendingPage /> },
          { path: '/blocked', element: <BlockedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <InterfaceLanguageScope scope="guarded">
                <AppShell />
              </InterfaceLanguageScope>
            ),
            children: [
              { path: '/home', element: <DashboardPage /> },
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/texttranslate', element: <TextTranslatePage /> },
              { path: '/speechtranslate', element: <SpeechTranslatePage /> },
              { path: '/phrases', element: <PhrasesPage /> },
              // The spec shows nothing of these two: they lead to the one list of each (local items sync into it).
              { path: '/my-phrases', element: <Navigate to="/phrases" replace /> },
              { path: '/audio', element: <AudioTracksPage /> },
              { path: '/my-audio', element: <Navigate to="/audio" replace /> },
              ...PLACEHOLDER_PAGES.map((page) => ({
                path: page.path,
                element: <PlaceholderPage key={page.path} page={page} />,
              })),
              { path: '/admin/diagnostics', element: <AdminDiagnosticsPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/admin/users', element: <AdminUsersPage /> },
                  { path: '/admin/debug', element: <AdminDebugPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
