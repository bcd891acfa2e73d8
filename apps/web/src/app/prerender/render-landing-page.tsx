import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, useRoutes } from 'react-router';
import { LandingPage } from '../../features/landing/pages/landing-page';
import { addEnglishSection } from '../../i18n/english-sections';
import landing from '../../i18n/locales/en/landing.json';
import { i18nOptions } from '../../i18n/resources';
import { PublicLayout } from '../layout/public-layout';
import { SkipLink } from '../layout/skip-link';

/** The SPA's route to the landing page, without the lazy loading and the guard a static page has no use for. */
function LandingRoute() {
  return useRoutes([{ element: <PublicLayout />, children: [{ path: '/', element: <LandingPage /> }] }]);
}

/**
 * The landing page as a signed-out visitor sees it in the SPA (the root layout's skip link, the
 * public header, the page), rendered to HTML at build time (build/prerender-landing.ts). Public
 * pages are always English, so this is the SPA's own English set-up. The page's <title> comes
 * back on its own: React puts it first in the markup, and the document wants it in <head>.
 */
export function renderLandingPage(): { title: string; body: string } {
  const i18n = createInstance(i18nOptions);
  void i18n.init();
  // The SPA loads the landing page's strings with its chunk; a static page has them from the start.
  addEnglishSection(i18n, 'landing', landing);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <SkipLink />
        <LandingRoute />
      </StaticRouter>
    </I18nextProvider>,
  );
  const titleMatch = /<title>(.*?)<\/title>/.exec(markup);
  if (!titleMatch?.[1]) throw new Error('The landing page rendered no <title>');
  return { title: titleMatch[1], body: markup.replace(titleMatch[0], '') };
}
