import { expect, signIn, test } from '../support/fixtures';

test('the interface-language picker switches the app to Norwegian and keeps it after a reload', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/texttranslate');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Translate' })).toBeVisible();

  // Exactly 'English': the pair bar's buttons ("Change languages: English → Spanish") name it too.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Interface language' });
  await expect(dialog).toContainText('closest supported language');
  // Swedish readers are told they get Norwegian.
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('swed');
  await expect(dialog.getByRole('button', { name: /Svenska/ })).toContainText('Interface in Norwegian');
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('no');
  await dialog.getByRole('button', { name: /Norsk/ }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'Tekstoversettelse' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  expect(await page.evaluate(() => localStorage.getItem('interfaceLanguage'))).toBe('no');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tekstoversettelse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oversett' })).toBeVisible();

  // A page whose English strings load with its chunk (decision 023) still reads the chosen catalog.
  await page.goto('/vocabulary');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordforråd' })).toBeVisible();

  // An unknown address answers in the learner's chosen language (issue 28).
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('without an explicit choice the interface follows the source side of the selected pair', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/texttranslate');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('button', { name: /^Change languages/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Language pair' });
  await dialog
    .getByRole('region', { name: 'From' })
    .getByRole('button', { name: /German/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Textübersetzung' })).toBeVisible();
});
