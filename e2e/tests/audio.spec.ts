import { expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';
import { putLocalRecord } from '../support/local-stores';

test('a trainer on this device plays its clips in sequence, then resets to the first', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  // Clips of a couple of seconds each, so each clip's label stays up long enough to be seen.
  const clips = [
    await library.speak('En, to, tre, fire, fem, seks.', 'no'),
    await library.speak('Sju, åtte, ni, ti, elleve, tolv.', 'no'),
  ];

  await page.goto('/audio');
  await expect(page.getByRole('heading', { name: 'My Audio Tracks' })).toBeVisible();
  await putLocalRecord(page, 'tolk-audio-trainers', 'trainers', {
    id: '1747467000000',
    name: 'Тренажёр 17.05.2025, 09:30:00',
    audioBase64List: clips,
  });
  await page.getByRole('button', { name: 'Refresh' }).click();

  const section = page.getByRole('region', { name: 'On this device' });
  await expect(section.getByText('2 clips')).toBeVisible();
  await section.getByRole('button', { name: 'Play Тренажёр 17.05.2025, 09:30:00' }).click();
  await expect(page.getByRole('button', { name: 'Stop Audio' })).toBeVisible();
  await expect(section.getByText('Clip 1 of 2')).toBeVisible();
  await expect(section.getByText('Clip 2 of 2')).toBeVisible({ timeout: 15_000 });
  // After the last clip it stops and is ready to start again from the first.
  await expect(section.getByText('2 clips')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Stop Audio' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Play Тренажёр 17.05.2025, 09:30:00' })).toBeVisible();
});

test('/audio needs a session, and /my-audio leads to it', async ({ page, adminApi }) => {
  await page.goto('/audio');
  await expect(page).toHaveURL(/\/$/);
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/my-audio');
  await expect(page).toHaveURL(/\/audio$/);
});
