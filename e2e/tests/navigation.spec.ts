import type { Page } from '@playwright/test';
import { type Account, type AdminApi, expect, signIn, test } from '../support/fixtures';

/**
 * Every entry of the navigation (docs/product.md, Navigation) through the phone menu at 390 px:
 * each opens its page, and the menu closes on the way.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Entry {
  link: string;
  path: string;
  heading: string | RegExp;
}

const LEARNER_ENTRIES: Entry[] = [
  { link: 'Home', path: '/home', heading: 'Learning statistics' },
  { link: 'Dashboard', path: '/dashboard', heading: /^Welcome, / },
  { link: 'GPT Dialogue', path: '/gpt-dialogue', heading: 'GPT Dialogue' },
  { link: 'Vocabulary', path: '/vocabulary', heading: 'Vocabulary' },
  { link: 'Speech Translate', path: '/speechtranslate', heading: 'Speech Translate' },
  { link: 'Live Speech', path: '/livespeech', heading: 'Live Speech' },
  { link: 'Text Translate', path: '/texttranslate', heading: 'Text Translate' },
  { link: 'Voice Cloning', path: '/voice-cloning', heading: /Voice Cloning/ },
  { link: 'Phrases', path: '/phrases', heading: 'My Phrases' },
  { link: 'Audio', path: '/audio', heading: 'My Audio Tracks' },
];

const ADMIN_ENTRIES: Entry[] = [
  { link: 'Admin Panel', path: '/admin/users', heading: 'User Management' },
  { link: 'System Debug', path: '/admin/debug', heading: 'System Debug Panel' },
];

/** Opens the phone menu, follows one entry, and checks the page it leads to and the closed menu. */
async function visitThroughMenu(page: Page, entry: Entry): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: entry.link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
}

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
  await page.getByRole('button', { name: 'Close menu' }).click();
  return links.map((text) => text.trim());
}

/** Signs the account in and opens the dashboard, where every walk through the menu starts. */
async function startAsSignedIn(page: Page, adminApi: AdminApi, account: Account): Promise<void> {
  await signIn(page, adminApi, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

test('a learner reaches every entry of the navigation through the phone menu', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await startAsSignedIn(page, adminApi, account);
  expect(await menuLinks(page)).toEqual(LEARNER_ENTRIES.map((entry) => entry.link));
  for (const entry of LEARNER_ENTRIES) await test.step(entry.link, () => visitThroughMenu(page, entry));
  // Learners have no server status badge.
  await expect(page.getByTestId('server-status')).toHaveCount(0);
});

test('an administrator also reaches Admin Panel and System Debug, and sees the health badge', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount({ role: 'ADMIN' });
  await startAsSignedIn(page, adminApi, account);
  const entries = [...LEARNER_ENTRIES, ...ADMIN_ENTRIES];
  expect(await menuLinks(page)).toEqual(entries.map((entry) => entry.link));
  await expect(page.getByRole('banner').getByTestId('server-status')).toContainText('UP');
  for (const entry of entries) await test.step(entry.link, () => visitThroughMenu(page, entry));
});
