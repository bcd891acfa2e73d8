import { expect, signIn, test } from '../support/fixtures';

for (const { path, title } of [
  { path: '/livespeech', title: 'Live Speech' },
  { path: '/speaking', title: 'Pronunciation Practice' },
]) {
  test(`${path} is a placeholder at 75% with links to the working tools`, async ({ page, adminApi }) => {
    const account = await adminApi.createAccount();
    await signIn(page, adminApi, account);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Development progress' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    const tools = page.getByRole('region', { name: 'Explore other tools' });
    await tools.getByRole('link', { name: /Speech Translate/ }).click();
    await expect(page).toHaveURL(/\/speechtranslate$/);
    await expect(page.getByRole('button', { name: 'Record' })).toBeVisible();
  });
}
