import { randomUUID } from 'node:crypto';
import { type Browser, devices, type Page } from '@playwright/test';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { type AdminApi, expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';
import { type ReleaseServer, startReleaseServer } from '../support/release-server';

/** The installable app (docs/product.md, Install and update): manifest, service worker, install card, update prompt. */

const INSTALL_TITLE = 'Установить приложение';
/** Public pages are always English: the update prompt as a visitor of /login reads it (ru: 'Доступно обновление приложения. Обновить?'). */
const UPDATE_MESSAGE_EN = 'An app update is available. Update?';

/** Signs a new learner in with the Russian interface (the spec's texts) and opens the dashboard. */
async function openAsLearner(page: Page, adminApi: AdminApi): Promise<void> {
  await signIn(page, adminApi, await adminApi.createAccount());
  await presetLanguages(page, { interfaceLanguage: 'ru' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Waits until a service worker from /sw.js controls the page; answers its script's path. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname);
}

/** The install card and the update prompt render in a root of their own, loaded after the page. */
async function waitForPrompts(page: Page): Promise<void> {
  await page.locator('#pwa-prompts').waitFor({ state: 'attached' });
}

/** Dispatches a synthetic beforeinstallprompt, as Chromium does when the app may be installed; counts prompt() calls. */
async function offerInstall(page: Page): Promise<{ defaultPrevented: boolean }> {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        const w = window as Window & { promptCalls?: number };
        w.promptCalls = (w.promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return { defaultPrevented: event.defaultPrevented };
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test.describe('installable app', () => {
  test('the service worker registers from /sw.js and takes control; the manifest is linked and complete', async ({
    page,
    adminApi,
  }) => {
    await openAsLearner(page, adminApi);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { script: new URL(ready.active?.scriptURL ?? '').pathname, scope: new URL(ready.scope).pathname };
    });
    expect(registration).toEqual({ script: '/sw.js', scope: '/' });
    // The first worker claims the open page; after a reload it controls it from the start.
    expect(await controllingWorker(page)).toBe('/sw.js');
    await page.reload();
    expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname)).toBe(
      '/sw.js',
    );

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(await worker.text()).toContain('SKIP_WAITING');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(manifestHref ?? '');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Tolk',
      short_name: 'Tolk',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    const touchIcon = await page.request.get(
      (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
    );
    expect(pngSize(await touchIcon.body())).toBe('180x180');
  });

  test('offline, with the worker in control, every route still opens the app', async ({ page, context, adminApi }) => {
    await openAsLearner(page, adminApi);
    await controllingWorker(page);
    // The whole shell is precached once the worker is active (it claims the page only after installing).
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Asked once online through the controlled page: a worker that cached API answers would keep this one.
    expect(await page.evaluate(async (path) => (await fetch(path)).ok, healthEndpoints.healthSimple.path)).toBe(true);
    await context.setOffline(true);
    try {
      for (const [path, title] of [
        ['/phrases', 'Фразы'],
        ['/audio', 'Аудио'],
        ['/texttranslate', 'Перевод текста'],
      ] as const) {
        await page.goto(path);
        const navigation = page.getByRole('navigation', { name: 'Основное' });
        await expect(navigation, path).toBeVisible();
        await expect(navigation.getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      // The API is never answered from the worker's caches: offline, it fails like any request to the server.
      expect(
        await page.evaluate(
          (path) =>
            fetch(path).then(
              () => 'answered',
              () => 'failed',
            ),
          healthEndpoints.healthSimple.path,
        ),
      ).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });

  test('the install card comes with the browser offer: Install prompts, Later hides it for good', async ({
    page,
    adminApi,
  }) => {
    // An offer that comes before the card's code has loaded is kept for it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            const w = window as Window & { promptCalls?: number };
            w.promptCalls = (w.promptCalls ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        if (!sessionStorage.getItem('early-offer')) window.dispatchEvent(event);
        sessionStorage.setItem('early-offer', '1');
      });
    });
    await openAsLearner(page, adminApi);
    const card = page.getByRole('region', { name: INSTALL_TITLE });
    await expect(card).toBeVisible();
    for (const benefit of [
      'Быстрый доступ с главного экрана',
      'Работает как нативное приложение',
      'Доступ к основным функциям без интернета',
    ]) {
      await expect(card.getByText(benefit)).toBeVisible();
    }
    await card.getByRole('button', { name: 'Установить', exact: true }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { promptCalls?: number }).promptCalls)).toBe(1);

    // A later offer (the learner declined in the browser's dialog): the card again; 'Later' hides it for good.
    expect(await offerInstall(page)).toEqual({ defaultPrevented: true });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Позже' }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBe('true');

    await page.reload();
    await waitForPrompts(page);
    await offerInstall(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('the install card is gone once the app is installed', async ({ page, adminApi }) => {
    await openAsLearner(page, adminApi);
    await waitForPrompts(page);
    await offerInstall(page);
    const card = page.getByRole('region', { name: INSTALL_TITLE });
    await expect(card).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(card).toHaveCount(0);
  });

  test('iPhone Safari gets the Share → Add to Home Screen instructions, dismissed with Got it', async ({
    browser,
    adminApi,
    baseURL,
  }) => {
    const page = await iPhonePage(browser, baseURL);
    try {
      await openAsLearner(page, adminApi);
      const card = page.getByRole('region', { name: INSTALL_TITLE });
      await expect(card).toBeVisible();
      await expect(card.getByText('Нажмите кнопку «Поделиться»')).toBeVisible();
      await expect(card.getByText('Затем выберите «На экран „Домой“»')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Установить', exact: true })).toHaveCount(0);
      // It stays beside the page: the top bar and its menu button remain reachable.
      await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
      await card.getByRole('button', { name: 'Понятно' }).click();
      await expect(card).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBe('true');
      await page.reload();
      await waitForPrompts(page);
      await expect(card).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });

  test('a new worker waiting asks to update; Update reloads the page under the new worker', async ({ page }) => {
    // A release of its own: deploying the next worker there reaches no other test's browser.
    const release = await startReleaseServer();
    try {
      await page.goto(`${release.url}/login`);
      await controllingWorker(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await waitForPrompts(page);
      await expect(page.getByText(UPDATE_MESSAGE_EN)).toHaveCount(0);
      const firstRelease = await (await page.request.get(`${release.url}/sw.js`)).text();

      // The next release while the first worker, installed during this very visit, controls the page.
      await deployAndUpdate(page, release, firstRelease);
      // And the usual case: a page that opened under the old worker, when the release after comes out;
      // 'Later' puts it off, and the next visit asks again while the new worker still waits.
      await deployAndUpdate(page, release, firstRelease, { postponeOnce: true });
    } finally {
      await release.close();
    }
  });
});

/**
 * Deploys a new worker (the first release's, plus a line that tells its version), lets the page find it,
 * and accepts the prompt: the page must reload under exactly that worker, with no prompt left.
 */
async function deployAndUpdate(
  page: Page,
  release: ReleaseServer,
  firstRelease: string,
  { postponeOnce = false } = {},
): Promise<void> {
  const version = randomUUID();
  release.publishWorker(
    `${firstRelease}\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.ports[0].postMessage('${version}'); });\n`,
  );
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('region', { name: UPDATE_MESSAGE_EN });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    true,
  );
  if (postponeOnce) {
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 30_000 });
  }

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Update', exact: true }).click();
  await reloaded;
  const answer = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage('version?', [channel.port2]);
      }),
  );
  expect(answer).toBe(version);
  await waitForPrompts(page);
  await expect(page.getByText(UPDATE_MESSAGE_EN)).toHaveCount(0);
}

/** A phone-sized page that presents itself as Safari on an iPhone. */
async function iPhonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: devices['iPhone 13'].userAgent,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  return context.newPage();
}
