import { describe, expect, it } from 'vitest';
import { firstLoadChunks, type ManifestChunk, scriptsOfPage } from '../../../scripts/check-bundle-budget.mjs';

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
