import { INTERFACE_LANGUAGES } from '@tolk/contracts/interface-languages';
import { cutOffText } from '../support/cut-off';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

/** From the smallest phone to a wide laptop: the counters' grids change their columns in between. */
const WIDTHS = [320, 390, 1280, 1440];

/** The screens with counters (and, for the admin's, the status and role selects), and what to wait for. */
const SCREENS = [
  { path: '/dashboard', ready: '[data-counter-label]' },
  { path: '/home', ready: '[data-counter-label]' },
  { path: '/phrases', ready: '[data-counter-label]' },
  { path: '/audio', ready: '[data-counter-label]' },
  { path: '/vocabulary', ready: '[data-counter-label]' },
  // The pair bar's language names.
  { path: '/texttranslate', ready: '[data-fit-label]' },
  { path: '/admin/users', ready: 'select' },
];

/** The counters' labels, the e-mail addresses, and labels marked to fit (pair bar, action headings, word figures). */
const TEXT = '[data-counter-label], [data-email], [data-fit-label]';

test.describe('labels fit', () => {
  // Every catalog's own strings (the longest of each counter are among them), at every width.
  for (const lng of INTERFACE_LANGUAGES) {
    test(`in ${lng}, no counter label, e-mail or select is cut off from 320 to 1440 px`, async ({ page, adminApi }) => {
      test.setTimeout(120_000);
      const account = await adminApi.createAccount({ role: 'ADMIN' });
      await presetLanguages(page, { interfaceLanguage: lng });
      await signIn(page, adminApi, account);
      for (const screen of SCREENS) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.locator(screen.ready).first()).toBeVisible();
        // The figures have arrived.
        await page.waitForLoadState('networkidle');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const problems = await cutOffText(page, { textSelector: TEXT, selectSelector: 'main select' });
          expect.soft(problems, `${screen.path} at ${width} px in ${lng}`).toEqual([]);
        }
      }
    });
  }
});
