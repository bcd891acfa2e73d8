import { describe, expect, it } from 'vitest';
import { landingDocument } from '../build/prerender-landing';

// The head `vite build` writes into dist/index.html.
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tolk</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-b.js">
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>`;

describe('landingDocument', () => {
  const html = landingDocument(
    builtIndex,
    { title: 'Learn · Tolk', body: '<main><h1>Speak</h1></main>' },
    'assets/landing-e.js',
  );

  it("keeps the app's head and stylesheet and fills the root with the page", () => {
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(html).toContain('<title>Learn · Tolk</title>');
    expect(html).toContain('<div id="root"><main><h1>Speak</h1></main></div>');
  });

  it("loads the visitor script instead of the SPA's module and preloads", () => {
    expect(html).toContain('<script src="/assets/landing-e.js"></script>\n  </head>');
    expect(html).not.toContain('index-a.js');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses an index.html it does not recognise rather than write a broken page', () => {
    expect(() => landingDocument('<html><head></head><body></body></html>', { title: 't', body: 'b' }, 'x.js')).toThrow(
      /no module script/,
    );
  });
});
