import { SILENT_MICROPHONE_LAUNCH_OPTIONS } from '../support/constants';
import { expect, test } from '../support/fixtures';
import { presetVoiceSettings, providerKey, record, signedIn } from '../support/voice-cloning';

// Chromium's fake microphone in a quiet room: our server hears no speech in the recording (docs/product.md, Voice cloning).
test.use({ launchOptions: SILENT_MICROPHONE_LAUNCH_OPTIONS });

test('a recording our server hears no speech in shows the error and clears the busy state', async ({
  page,
  adminApi,
}) => {
  const account = await signedIn(page, adminApi, 'ru');
  await presetVoiceSettings(page, account, { key: providerKey('valid'), source: 'en', target: 'es' });
  await page.goto('/voice-cloning');
  await record(page, 'Начать запись', 2);
  await expect(page.getByRole('alert')).toHaveText('Ошибка: Речь не обнаружена', { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /Перевод\.\.\.|Обработка\.\.\./ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Начать запись' })).toBeEnabled();
});
