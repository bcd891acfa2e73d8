import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';
import { presetLanguages } from '../support/preferences';

/** A regional-indicator pair: an emoji flag, which Windows and many Linux desktops draw as two empty boxes. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

test('languages are shown with flag images beside their names, each flag loaded only when shown', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  // A pair the learner chose (kept even though no e2e engine serves it): the served default would
  // be English → Spanish, and Spain's flag must not be on the first screen here.
  await presetLanguages(page, { selectedLanguagePair: 'no-ru', interfaceLanguage: 'en' });
  const flagsFetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([a-z]+)-[\w-]+\.svg$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) flagsFetched.push(match[1]);
  });
  await page.goto('/texttranslate');
  const summary = page.getByRole('button', { name: /^Change languages/ }).first();
  await expect(summary).toContainText('Norwegian');
  const norwegian = summary.locator('img[data-flag="no"]');
  await expect(norwegian).toHaveJSProperty('complete', true);
  expect(await norwegian.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Spain's flag (80 KB) is not part of the first load: nothing on the screen shows it yet.
  expect(flagsFetched).not.toContain('es');
  expect(await page.locator('main').textContent()).not.toMatch(EMOJI_FLAG);

  await summary.click();
  const dialog = page.getByRole('dialog', { name: 'Language pair' });
  const spanish = dialog.getByRole('region', { name: 'From' }).getByRole('button', { name: /^Spanish/ });
  await spanish.scrollIntoViewIfNeeded();
  await expect(spanish.locator('img')).toHaveJSProperty('complete', true);
  expect(await spanish.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(flagsFetched).toContain('es');
  await expect(dialog.getByRole('region', { name: 'From' }).locator('img[data-flag]')).toHaveCount(20);
  await expect(dialog.getByRole('region', { name: 'To' }).locator('img[data-flag]')).toHaveCount(19);
  expect(await dialog.textContent()).not.toMatch(EMOJI_FLAG);
});

test('the interface-language picker finds Norwegian by "nb", "bokmål" and "norsk"', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Interface language' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Interface language' });
  const search = dialog.getByRole('searchbox', { name: 'Search languages' });
  for (const query of ['nb', 'bokmål', 'norsk']) {
    await search.fill(query);
    await expect(dialog.getByRole('button', { name: /Norsk/ })).toBeVisible();
    await expect(dialog.locator('img[data-flag]')).toHaveCount(1);
  }
});

test('a signed-in account waiting for approval or blocked is offered Sign Out, not Sign in or Create account', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  for (const [status, path] of [
    ['PENDING', '/pending'],
    ['BLOCKED', '/blocked'],
  ] as const) {
    await adminApi.setStatus(account.user.id, status);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveCount(0);
    await adminApi.setStatus(account.user.id, 'ACTIVE');
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an administrator sees the server status in the top bar without opening the menu', async ({
    page,
    adminApi,
  }) => {
    const account = await adminApi.createAccount({ role: 'ADMIN' });
    await signIn(page, adminApi, account);
    await page.goto('/dashboard');
    const badge = page.getByRole('banner').getByTestId('server-status');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-state', 'up');
    await expect(badge.getByRole('status')).toContainText('Server');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('under Russian, practice time and a new track’s name are in Russian', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  const account = await adminApi.createAccount();
  await presetLanguages(page, { interfaceLanguage: 'ru' });
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const api = await playwright.request.newContext({ baseURL });
  const practice = await api.post(statsEndpoints.practiceTime.path, {
    data: { minutes: 3 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(practice.ok()).toBe(true);
  const library = new LibraryApi(api, token);
  await library.savePhrase({
    text: 'God morgen',
    translation: 'Доброе утро',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });

  await page.goto('/dashboard');
  await expect(page.getByText('3 мин', { exact: true })).toBeVisible();

  await page.goto('/phrases');
  await page.getByRole('checkbox', { name: 'Выбрать фразу: God morgen' }).check();
  await page.getByRole('button', { name: 'Создать аудиотрек (1 фраза)' }).click();
  await expect.poll(async () => (await library.tracks()).length).toBe(1);
  const [track] = await library.tracks();
  expect(track?.name).toMatch(/^Аудиотрек \d{1,2} [а-я]+\.? \d{4} г\., \d{2}:\d{2}$/);
});
