import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  firstLoadChunks,
  type ManifestChunk,
  manifestKeyOf,
  ROUTE_BUDGETS_KB,
  routesOfRouter,
  scriptsOfPage,
} from '../../../scripts/check-bundle-budget.mjs';

// A manifest shaped like the one `vite build` writes: the entry, lazily loaded pages, shared chunks, CSS.
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_data-c.js'],
    dynamicImports: ['src/pages/translate.tsx', 'src/pages/admin.tsx', 'src/i18n/locales/ru.json'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_data-c.js': { file: 'assets/data-c.js', imports: ['_react-b.js'] },
  'src/pages/translate.tsx': {
    file: 'assets/translate-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-e.js', '_data-c.js'],
    dynamicImports: ['src/pages/dialog.tsx'],
  },
  '_card-e.js': { file: 'assets/card-e.js', imports: ['_card-e.css'] },
  '_card-e.css': { file: 'assets/card-e.css' },
  'src/pages/dialog.tsx': { file: 'assets/dialog-f.js', isDynamicEntry: true },
  'src/pages/admin.tsx': { file: 'assets/admin-g.js', isDynamicEntry: true, imports: ['_dexie-h.js'] },
  '_dexie-h.js': { file: 'assets/dexie-h.js' },
  'src/i18n/locales/ru.json': { file: 'assets/ru-i.js', isDynamicEntry: true },
};

describe('firstLoadChunks', () => {
  it('adds the entry and the route to their static imports, each chunk once, JavaScript only', () => {
    expect(firstLoadChunks(manifest, ['src/pages/translate.tsx']).sort()).toEqual([
      'assets/card-e.js',
      'assets/data-c.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/translate-d.js',
    ]);
  });

  it('leaves out what loads later: other pages, dynamic imports, catalogs', () => {
    const files = firstLoadChunks(manifest, ['src/pages/translate.tsx']);
    for (const later of ['assets/dialog-f.js', 'assets/admin-g.js', 'assets/dexie-h.js', 'assets/ru-i.js']) {
      expect(files).not.toContain(later);
    }
  });

  it('refuses a route that is not a chunk of its own (a page imported statically again)', () => {
    expect(() => firstLoadChunks(manifest, ['src/pages/phrases.tsx'])).toThrow(/not a chunk of its own/);
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => firstLoadChunks({ 'a.js': { file: 'a.js' } }, [])).toThrow(/one entry/);
  });
});

describe('scriptsOfPage', () => {
  it('counts every script and module preload a page loads, each once, and nothing else', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/assets/index-a.css">
      <link rel="icon" href="/favicon.svg">
      <script src="/assets/landing-b.js"></script>
      <script type="module" crossorigin src="/assets/index-c.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-d.js">
      <link rel="modulepreload" href="/assets/react-d.js">
    </head><body><a href="/login">Sign in</a></body></html>`;
    expect(scriptsOfPage(html).sort()).toEqual(['assets/index-c.js', 'assets/landing-b.js', 'assets/react-d.js']);
  });

  it('refuses a script from another origin, which the budget could not measure', () => {
    expect(() => scriptsOfPage('<script src="https://cdn.example/x.js"></script>')).toThrow(/another origin/);
  });
});

// A router written the way src/app/router.tsx is: lazy pages declared above, the table below.
const routerSource = `
import { NotFoundPage } from './not-found-page';
const HomeRoute = lazyPage(() => import('./routes/home-route'), 'HomeRoute', englishSections('home'));
const AdminPage = lazyPage(
  () => import('../features/admin/pages/admin-page'),
  'AdminPage',
);
const PlaceholderPage = lazyPage(() => import('../features/coming-soon/pages/placeholder-page'), 'PlaceholderPage');
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '*', element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/home', element: <HomeRoute /> },
          { path: '/my-home', element: <Navigate to="/home" replace /> },
          ...PLACEHOLDER_PAGES.map((page) => ({
            path: page.path,
            element: <PlaceholderPage key={page.path} page={page} />,
          })),
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
        ],
      },
    ],
  },
];`;
const placeholderSource = `export const PLACEHOLDER_PAGES = [
  { path: '/livespeech', title: 'a', description: 'b', icon: 'signal' },
  { path: '/later', title: 'c', description: 'd', icon: 'signal' },
];`;

describe('routesOfRouter', () => {
  it('reads every route with its lazy page (through guards), its redirect, or none (a page in the entry)', () => {
    expect(routesOfRouter(routerSource, placeholderSource)).toEqual([
      { path: '*', page: undefined },
      { path: '/home', page: 'src/app/routes/home-route' },
      { path: '/my-home', redirectTo: '/home' },
      { path: '/livespeech', page: 'src/features/coming-soon/pages/placeholder-page' },
      { path: '/later', page: 'src/features/coming-soon/pages/placeholder-page' },
      { path: '/admin', page: 'src/features/admin/pages/admin-page' },
    ]);
  });

  it('refuses a path it cannot read, rather than leave its route out', () => {
    const computed = routerSource.replace("path: '/home'", 'path: HOME_PATH');
    expect(() => routesOfRouter(computed, placeholderSource)).toThrow(/Cannot read the route path `HOME_PATH`/);
  });

  it('reads the real router: every route of the app has a budget, every budget a route', async () => {
    const { readFile } = await import('node:fs/promises');
    const web = new URL('../', import.meta.url);
    const routes = routesOfRouter(
      await readFile(new URL('src/app/router.tsx', web), 'utf8'),
      await readFile(new URL('src/features/coming-soon/placeholder-pages.ts', web), 'utf8'),
    );
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/home', '/texttranslate', '*']));
    expect(budgetProblems(routes, ROUTE_BUDGETS_KB)).toEqual([]);
  });
});

describe('budgetProblems', () => {
  const routes = routesOfRouter(routerSource, placeholderSource);
  const budgets = { '*': 170, '/home': 170, '/livespeech': 170, '/later': 170, '/admin': 170 };

  it('passes when every page route has a row and every row a route', () => {
    expect(budgetProblems(routes, budgets)).toEqual([]);
  });

  it('fails for a route without a budget, a budget without a route, and a redirect to an unbudgeted path', () => {
    const { '/admin': _admin, '/home': _home, ...rest } = budgets;
    expect(budgetProblems(routes, { ...rest, '/gone': 170 })).toEqual([
      '/home has no first-load budget: add it to ROUTE_BUDGETS_KB',
      '/my-home redirects to /home, which has no first-load budget',
      '/admin has no first-load budget: add it to ROUTE_BUDGETS_KB',
      '/gone has a budget but no route in src/app/router.tsx: remove it',
    ]);
  });
});

describe('manifestKeyOf', () => {
  it("finds a page by its source, or by its chunk's name when Rollup named no facade module", () => {
    expect(manifestKeyOf(manifest, 'src/pages/translate')).toBe('src/pages/translate.tsx');
    const shared = { ...manifest, '_words-j.js': { file: 'assets/words-j.js', name: 'words', isDynamicEntry: true } };
    expect(manifestKeyOf(shared, 'src/pages/words')).toBe('_words-j.js');
    expect(() => manifestKeyOf(manifest, 'src/pages/words')).toThrow(/not a chunk of its own/);
  });
});
