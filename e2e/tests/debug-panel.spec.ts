import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** The floating debug button and its panel (docs/product.md, Debug panel): administrators on phones only. */

const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
const DEBUG_BUTTON = 'Open device diagnostics';

/** The value beside one term of the panel's lists. */
function fact(panel: Locator, term: string): Locator {
  return panel
    .locator('dl > div')
    .filter({ has: panel.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

async function adminOnDashboard(page: Page, adminApi: Parameters<typeof signIn>[1]): Promise<void> {
  const account = await adminApi.createAccount({ role: 'ADMIN' });
  await signIn(page, adminApi, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('an administrator opens the panel, reads every section and logs the report', async ({ page, adminApi }) => {
    const logged: unknown[] = [];
    page.on('console', async (message) => {
      if (message.text().startsWith('Tolk device report')) logged.push(await message.args()[1]?.jsonValue());
    });
    await adminOnDashboard(page, adminApi);

    const button = page.getByRole('button', { name: DEBUG_BUTTON });
    await expect(button).toBeVisible();
    // Bottom right, inside the screen, clear of the top bar.
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x + box.width).toBeGreaterThan(390 - 32);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeGreaterThan(844 - 48);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }

    await button.click();
    const panel = page.getByRole('dialog', { name: 'Device diagnostics' });
    await expect(panel).toBeVisible();
    for (const section of ['Device', 'Storage', 'Network', 'Features', 'Language and time zone', 'User agent']) {
      await expect(panel.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    const row = (term: string) => fact(panel, term);
    await expect(row('Mobile')).toHaveText('Yes');
    await expect(row('iOS')).toHaveText('No');
    await expect(row('Safari')).toHaveText('No');
    await expect(row('Screen')).toHaveText('390 × 844 at 3×');
    await expect(row('Viewport')).toHaveText('390 × 844');
    await expect(row('Local storage')).toHaveText('Available');
    await expect(row('Session storage')).toHaveText('Available');
    await expect(row('Cookies')).toHaveText('Available');
    await expect(row('IndexedDB')).toHaveText('Available');
    await expect(row('Status')).toHaveText('Online');
    await expect(row('WebGL')).toHaveText(/^(Supported|Not supported)$/);
    await expect(row('Service worker')).toHaveText('Supported');
    await expect(row('Time zone')).toHaveText(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    await expect(panel).toContainText(await page.evaluate(() => navigator.userAgent));

    await panel.getByRole('button', { name: 'Log to Console' }).click();
    await expect(panel.getByRole('status')).toHaveText('Logged');
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]).toMatchObject({
      device: {
        mobile: true,
        ios: false,
        safari: false,
        screen: { width: 390, height: 844 },
        viewport: { width: 390, height: 844 },
        devicePixelRatio: 3,
      },
      storage: { localStorage: true, sessionStorage: true, cookies: true, indexedDB: true },
      network: { online: true },
      features: { serviceWorker: true },
      language: { language: expect.any(String) },
      timeZone: expect.any(String),
      userAgent: expect.stringContaining('Chrome'),
    });
    await expect(panel.getByRole('status')).toHaveText('', { timeout: 5000 });

    // Escape closes the panel and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the panel reports the network the browser is on', async ({ page, adminApi, context }) => {
    await adminOnDashboard(page, adminApi);
    await context.setOffline(true);
    await page.getByRole('button', { name: DEBUG_BUTTON }).click();
    const panel = page.getByRole('dialog', { name: 'Device diagnostics' });
    await expect(fact(panel, 'Status')).toHaveText('Offline');
    await context.setOffline(false);
  });

  test('the button steps aside for the open menu and leaves the page room to scroll clear of it', async ({
    page,
    adminApi,
  }) => {
    await adminOnDashboard(page, adminApi);
    const button = page.getByRole('button', { name: DEBUG_BUTTON });
    await expect(button).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(button).toHaveCount(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(button).toBeVisible();

    // Scrolled to the end, the page's last control ends above the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const buttonBox = await button.boundingBox();
    const lastControl = await page
      .locator('main')
      .evaluate((main) =>
        Math.max(
          ...Array.from(
            main.querySelectorAll('a, button, input, textarea, select'),
            (el) => el.getBoundingClientRect().bottom,
          ),
        ),
      );
    expect(buttonBox).not.toBeNull();
    if (buttonBox) expect(lastControl).toBeLessThanOrEqual(buttonBox.y);
  });

  test('a learner has no debug button', async ({ page, adminApi }) => {
    const account = await adminApi.createAccount();
    await signIn(page, adminApi, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('button', { name: DEBUG_BUTTON })).toHaveCount(0);
    // Its code is not even loaded.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((name) => name.includes('mobile-debug-button'))).toEqual([]);
  });
});

test('an administrator at 1280 px has no debug button', async ({ page, adminApi }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await adminOnDashboard(page, adminApi);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System Debug' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: DEBUG_BUTTON })).toHaveCount(0);
});
