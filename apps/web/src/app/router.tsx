import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { InterfaceLanguageScope } from '../entities/interface-language/interface-language-scope';
import { PLACEHOLDER_PAGES } from '../features/coming-soon/placeholder-pages';
import { englishSections } from './english-sections';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppShell } from './layout/app-shell';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { lazyPage, preloadPagesIn } from './lazy-page';
import { NotFoundPage } from './not-found-page';

// Every page is its own chunk, loaded on first visit (the layouts show a spinner meanwhile).
const AdminDebugPage = lazyPage(
  () => import('../features/admin/pages/admin-debug-page'),
  'AdminDebugPage',
  englishSections('admin'),
);
const AdminDiagnosticsPage = lazyPage(
  () => import('../features/admin/pages/admin-diagnostics-page'),
  'AdminDiagnosticsPage',
  englishSections('admin'),
);
const AdminUsersPage = lazyPage(
  () => import('../features/admin/pages/admin-users-page'),
  'AdminUsersPage',
  englishSections('admin'),
);
const AudioTracksPage = lazyPage(
  () => import('../features/audio-tracks/pages/audio-tracks-page'),
  'AudioTracksPage',
  englishSections('offline'),
);
const BlockedPage = lazyPage(
  () => import('../features/accounts/pages/blocked-page'),
  'BlockedPage',
  englishSections('auth'),
);
const LoginPage = lazyPage(() => import('../features/accounts/pages/login-page'), 'LoginPage', englishSections('auth'));
const PendingPage = lazyPage(
  () => import('../features/accounts/pages/pending-page'),
  'PendingPage',
  englishSections('auth'),
);
const RegisterPage = lazyPage(
  () => import('../features/accounts/pages/register-page'),
  'RegisterPage',
  englishSections('auth'),
);
const DialoguePage = lazyPage(
  () => import('../features/dialogue/pages/dialogue-page'),
  'DialoguePage',
  englishSections('dialogue'),
);
const DemoPage = lazyPage(() => import('../features/dictionary/pages/demo-page'), 'DemoPage');
const PlaceholderPage = lazyPage(
  () => import('../features/coming-soon/pages/placeholder-page'),
  'PlaceholderPage',
  englishSections('comingSoon'),
);
const SpeakingPage = lazyPage(
  () => import('../features/coming-soon/pages/speaking-page'),
  'SpeakingPage',
  englishSections('speaking', 'comingSoon'),
);
// The stats pages come with Sync Data from another feature, so each loads through its route in src/app/routes.
const DashboardRoute = lazyPage(
  () => import('./routes/dashboard-route'),
  'DashboardRoute',
  englishSections('dashboard', 'home'),
);
const HomeStatsRoute = lazyPage(
  () => import('./routes/home-stats-route'),
  'HomeStatsRoute',
  englishSections('dashboard', 'home'),
);
const LandingPage = lazyPage(
  () => import('../features/landing/pages/landing-page'),
  'LandingPage',
  englishSections('landing'),
);
const PhrasesPage = lazyPage(
  () => import('../features/phrases/pages/phrases-page'),
  'PhrasesPage',
  englishSections('offline'),
);
const SpeechTranslatePage = lazyPage(
  () => import('../features/translation/pages/speech-translate-page'),
  'SpeechTranslatePage',
);
const TextTranslatePage = lazyPage(
  () => import('../features/translation/pages/text-translate-page'),
  'TextTranslatePage',
);
const VoiceCloningRoute = lazyPage(
  () => import('./routes/voice-cloning-route'),
  'VoiceCloningRoute',
  englishSections('voiceCloning'),
);
const VocabularyPage = lazyPage(
  () => import('../features/vocabulary/pages/vocabulary-page'),
  'VocabularyPage',
  englishSections('vocabulary'),
);

/** Every route of the app (docs/product.md, Overview), with a catch-all for unknown paths. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
        ],
      },
      {
        // An unknown path speaks the learner's chosen language (English until they choose one).
        element: (
          <InterfaceLanguageScope scope="guarded">
            <PublicLayout />
          </InterfaceLanguageScope>
        ),
        children: [{ path: '*', element: <NotFoundPage /> }],
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
              { path: '/home', element: <HomeStatsRoute /> },
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/texttranslate', element: <TextTranslatePage /> },
              { path: '/speechtranslate', element: <SpeechTranslatePage /> },
              { path: '/phrases', element: <PhrasesPage /> },
              // No screen of their own: these lead to the one list of each (local items sync into it).
              { path: '/my-phrases', element: <Navigate to="/phrases" replace /> },
              { path: '/audio', element: <AudioTracksPage /> },
              { path: '/demo', element: <DemoPage /> },
              { path: '/gpt-dialogue', element: <DialoguePage /> },
              { path: '/vocabulary', element: <VocabularyPage /> },
              { path: '/voice-cloning', element: <VoiceCloningRoute /> },
              { path: '/my-audio', element: <Navigate to="/audio" replace /> },
              ...PLACEHOLDER_PAGES.map((page) => ({
                path: page.path,
                element: <PlaceholderPage key={page.path} page={page} />,
              })),
              { path: '/speaking', element: <SpeakingPage /> },
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

/**
 * The routes in declarative mode (inside <BrowserRouter>): the app loads its data with TanStack Query, so
 * the data router's core (loaders, actions, fetchers) would only add ~17 KB gzipped to every first load.
 * Rendering errors reach AppErrorBoundary, which shows the same error screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the page of `pathname` at once, so its chunk comes in while the guard still asks
 * the server about the session, instead of after.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadPagesIn(match.route.element);
}
