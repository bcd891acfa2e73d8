import { expect, signIn, test } from '../support/fixtures';

test('a visitor opening a guarded page is sent to the landing page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /register|get started|create account/i }).first()).toBeVisible();
});

test('a visitor opening an admin page is sent to the landing page', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('a USER opening /admin/users lands on /dashboard', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
});

test('a USER opening the diagnostics page sees Access Denied', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/admin/diagnostics');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
});

test('a stored session with an unparsable user is cleared', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'some-token');
      localStorage.setItem('user', '{not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('pages of later features exist inside the shell', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  for (const path of ['/texttranslate', '/speechtranslate', '/phrases', '/audio', '/gpt-dialogue', '/vocabulary']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
});
