import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** Collects what would show a broken page: console errors and uncaught exceptions. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The scripts the page fetches, with their gzipped sizes (what the bundle budget counts). */
function watchScripts(page: Page): Promise<{ url: string; gzip: number }>[] {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  });
  return scripts;
}

const heroTitle = 'Learn a language by speaking it';

test('a visitor gets the landing page as static HTML with under 100 KB of JavaScript', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.getByText('Tolk is in active development')).toBeVisible();
  await expect(page).toHaveTitle(/· Tolk$/);
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  // Only the landing page's own script: the SPA (React, the router, i18next, zod) stays away.
  expect(loaded.map((script) => new URL(script.url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/),
  ]);
  expect(loaded.reduce((sum, script) => sum + script.gzip, 0)).toBeLessThanOrEqual(100 * 1024);
  expect(errors).toEqual([]);
});

test('the static landing page is what the SPA renders at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  // React's server markers (Suspense boundaries, text separators) are comments: they render nothing.
  const withoutComments = (html: string) => html.replace(/<!--.*?-->/g, '');
  const staticPage = withoutComments(await page.locator('#root').innerHTML());
  const staticTitle = await page.title();

  // The SPA renders the landing page itself when the learner comes back to / from inside it.
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  expect(withoutComments(await page.locator('#root').innerHTML())).toBe(staticPage);
  expect(await page.title()).toBe(staticTitle);
});

test('the landing page stays English whatever language the browser or a stored choice asks for', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de' } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('interfaceLanguage', 'de'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test("the landing page's links lead to the SPA's sign-in and registration forms", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Confirm password')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in learner opening / goes on to the dashboard', async ({ page, adminApi }) => {
  const errors = watchErrors(page);
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.email}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor whose account awaits approval stays on the landing page, as in the SPA', async ({ page }) => {
  await page.addInitScript(() => {
    const user = { id: 'u1', name: 'Ola', email: 'ola@example.test', status: 'PENDING', role: 'USER' };
    window.localStorage.setItem('user', JSON.stringify({ ...user, createdAt: '2026-01-01T00:00:00.000Z' }));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
