import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

test('/livespeech is a placeholder at 75% with links to the working tools', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/livespeech');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Speech' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Development progress' })).toHaveAttribute('aria-valuenow', '75');
  const tools = page.getByRole('region', { name: 'Explore other tools' });
  await expect(tools.getByRole('link')).toHaveText([
    /^Speech Translate/,
    /^Text Translate/,
    /^My Phrases/,
    /^My Audio Tracks/,
  ]);
  await tools.getByRole('link', { name: /Speech Translate/ }).click();
  await expect(page).toHaveURL(/\/speechtranslate$/);
  await expect(page.getByRole('button', { name: 'Record' })).toBeVisible();
});

test('/speaking is in development at 75%, explains the three score bands and leads to the tools that listen', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/speaking');
  await expect(page.getByRole('heading', { level: 1, name: 'Pronunciation Practice' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Development progress' })).toHaveAttribute('aria-valuenow', '75');

  const bands = page.getByRole('region', { name: 'How your pronunciation will be scored' });
  await expect(bands).toContainText('a score from 0 to 100');
  // Best first, each with its bounds (packages/contracts/src/pronunciation.ts) and what it means.
  await expect(bands.getByRole('listitem')).toHaveText([
    /^Excellent\s*85–100\s*A native speaker understands you/,
    /^Good\s*60–84\s*You are understood/,
    /^Needs improvement\s*0–59\s*Some words are hard to make out/,
  ]);

  const tools = page.getByRole('region', { name: 'Practise speaking now' });
  await expect(tools.getByRole('link')).toHaveText([/^Vocabulary/, /^GPT Dialogue/, /^Speech Translate/]);
  for (const { link, path, heading } of [
    { link: 'Vocabulary', path: '/vocabulary', heading: 'Vocabulary' },
    { link: 'GPT Dialogue', path: '/gpt-dialogue', heading: 'GPT Dialogue' },
    { link: 'Speech Translate', path: '/speechtranslate', heading: 'Speech Translate' },
  ]) {
    await tools.getByRole('link', { name: new RegExp(`^${link}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await expect(bands).toBeVisible();
  }
});

test('/speaking reads in the learner’s interface language', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { interfaceLanguage: 'ru' });
  await page.goto('/speaking');
  const bands = page.getByRole('region', { name: 'Как будет оцениваться произношение' });
  await expect(bands.getByRole('listitem')).toHaveText([
    /^Отлично\s*85–100/,
    /^Хорошо\s*60–84/,
    /^Нужно поработать\s*0–59/,
  ]);
});
