import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import { type Account, type AdminApi, expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';
import { presetLanguages } from '../support/preferences';

/**
 * An axe-core pass over every screen and its important open states, at the desktop and the phone width:
 * no violation of WCAG 2.0/2.1 A and AA whose impact is serious or critical (docs/product.md, Accessibility).
 */

type Role = 'visitor' | 'learner' | 'blocked' | 'admin';

interface Screen {
  name: string;
  path: string;
  as: Role;
  /** Brings the page into the state to check, once it has loaded. */
  open?: (page: Page) => Promise<void>;
  /** Only at this width (the phone menu exists only where the sidebar folds away). */
  only?: number;
  /** The language pair chosen before the page loads (the learner's default otherwise). */
  pair?: string;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', as: 'visitor' },
  { name: 'login', path: '/login', as: 'visitor' },
  { name: 'register', path: '/register', as: 'visitor' },
  // A pending account has no session yet: the visitor sees the holding screen after registering.
  { name: 'pending', path: '/pending', as: 'visitor' },
  { name: 'blocked', path: '/blocked', as: 'blocked' },
  { name: 'not found', path: '/no/such/page', as: 'visitor' },
  { name: 'home', path: '/home', as: 'learner' },
  { name: 'dashboard', path: '/dashboard', as: 'learner' },
  { name: 'text translate', path: '/texttranslate', as: 'learner' },
  { name: 'speech translate', path: '/speechtranslate', as: 'learner' },
  { name: 'live speech', path: '/livespeech', as: 'learner' },
  { name: 'voice cloning', path: '/voice-cloning', as: 'learner' },
  { name: 'speaking', path: '/speaking', as: 'learner' },
  { name: 'dialogue', path: '/gpt-dialogue', as: 'learner' },
  { name: 'vocabulary', path: '/vocabulary', as: 'learner' },
  { name: 'demo', path: '/demo', as: 'learner' },
  { name: 'phrases', path: '/phrases', as: 'learner' },
  { name: 'audio', path: '/audio', as: 'learner' },
  { name: 'admin users', path: '/admin/users', as: 'admin' },
  { name: 'admin debug', path: '/admin/debug', as: 'admin' },
  { name: 'admin diagnostics', path: '/admin/diagnostics', as: 'admin' },
  {
    name: 'language-pair dialog',
    path: '/texttranslate',
    as: 'learner',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Change languages/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Language pair' })).toBeVisible();
    },
  },
  {
    name: 'interface-language dialog',
    path: '/texttranslate',
    as: 'learner',
    open: async (page) => {
      // The full button on the desktop bar, the globe (named "Interface language: English") on the phone bar.
      await page
        .getByRole('button', { name: /^(Interface language: )?English$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Interface language' })).toBeVisible();
    },
  },
  {
    name: 'dictionary modal',
    path: '/demo',
    as: 'learner',
    open: async (page) => {
      const word = page.locator('main [data-word]').first();
      const name = (await word.textContent())?.trim() ?? '';
      await word.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'translation result',
    path: '/texttranslate',
    as: 'learner',
    pair: 'es-en',
    open: async (page) => {
      const box = page.getByRole('textbox', { name: /Text · Spanish/ });
      await box.fill('La casa es grande.');
      await box.press('Enter');
      // Apertium translates for real; the words of the result become clickable.
      await expect(page.getByRole('status').filter({ hasText: 'house' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'house', exact: true })).toBeVisible();
    },
  },
  {
    name: 'add-word dialog',
    path: '/vocabulary',
    as: 'learner',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add word' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a word' })).toBeVisible();
    },
  },
  {
    name: 'phrases with a selection',
    path: '/phrases',
    as: 'learner',
    open: async (page) => {
      await page.getByRole('checkbox', { name: 'Select phrase: Takk for maten' }).check();
      await expect(page.getByRole('button', { name: 'Create Audio Track (1 phrase)' })).toBeVisible();
    },
  },
  {
    name: 'mobile menu',
    path: '/dashboard',
    as: 'learner',
    only: 390,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  },
  {
    name: 'debug panel',
    path: '/dashboard',
    as: 'admin',
    only: 390,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open device diagnostics' }).click();
      await expect(page.getByRole('dialog', { name: 'Device diagnostics' })).toBeVisible();
    },
  },
];

// One account of each kind per worker: each test only puts its session into the browser.
const accounts = new Map<Role, Promise<Account>>();
function accountFor(role: 'learner' | 'admin', adminApi: AdminApi, request: APIRequestContext): Promise<Account> {
  let account = accounts.get(role);
  if (!account) {
    account = (async () => {
      const created = await adminApi.createAccount({ role: role === 'admin' ? 'ADMIN' : 'USER' });
      if (role === 'learner') await seedLibrary(request, (await adminApi.signInAs(created)).token);
      return created;
    })();
    accounts.set(role, account);
  }
  return account;
}

/** The learner's lists are checked with rows in them: phrases (one with audio), a track, study words. */
async function seedLibrary(request: APIRequestContext, token: string): Promise<void> {
  const library = new LibraryApi(request, token);
  const hei = await library.savePhrase({
    text: 'Hei',
    translation: 'Привет',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });
  const takk = await library.savePhrase({
    text: 'Takk for maten',
    translation: 'Thanks for the meal',
    sourceLanguage: 'no',
    targetLanguage: 'en',
    withAudio: false,
  });
  await library.createTrack({ name: 'Første ord', phraseIds: [hei.id, takk.id] });
  for (const [word, translation] of [
    ['hus', 'house'],
    ['bok', 'book'],
  ]) {
    const response = await request.post(vocabularyEndpoints.addWord.path, {
      data: { word, language: 'no', translation, translationLanguage: 'en' },
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`adding a word failed: ${response.status()} ${await response.text()}`);
  }
}

/** A session signed in before the block (the server signs no blocked account in): it meets the block at once. */
async function signInBlocked(page: Page, adminApi: AdminApi): Promise<void> {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await adminApi.setStatus(account.user.id, 'BLOCKED');
}

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({
      viewport: { width, height: width === 390 ? 844 : 800 },
      isMobile: width === 390,
      hasTouch: width === 390,
      // Colour contrast is measured on the settled page, not halfway through a fade.
      reducedMotion: 'reduce',
    });

    for (const screen of SCREENS.filter((item) => !item.only || item.only === width)) {
      test(`${screen.name} has no serious or critical violations`, async ({ page, adminApi, request }, testInfo) => {
        await presetLanguages(page, { interfaceLanguage: 'en', selectedLanguagePair: screen.pair });
        if (screen.as === 'blocked') await signInBlocked(page, adminApi);
        else if (screen.as !== 'visitor') await signIn(page, adminApi, await accountFor(screen.as, adminApi, request));
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await screen.open?.(page);

        // Only violations are reported; axe then skips gathering the nodes of every passed and inapplicable check.
        const results = await new AxeBuilder({ page })
          .withTags(WCAG_TAGS)
          .options({ resultTypes: ['violations'] })
          .analyze();
        const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
        // Moderate and minor findings do not fail the run; they stay visible in the report.
        for (const violation of results.violations.filter((item) => !failing.includes(item))) {
          testInfo.annotations.push({
            type: `axe ${violation.impact}`,
            description: `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          });
        }
        const report = failing.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
              .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`)
              .join('\n')}`,
        );
        expect(report, `${screen.name} at ${width} px:\n${report.join('\n')}`).toEqual([]);
      });
    }
  });
}
