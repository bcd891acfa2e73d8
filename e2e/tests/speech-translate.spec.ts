import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { E2E_INSPECTOR_URL, FAKE_MICROPHONE_LAUNCH_OPTIONS } from '../support/constants';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages, translationAudio } from '../support/preferences';

interface ReceivedTranscription {
  model: string;
  language: string;
  file: { name: string; type: string; size: number } | null;
  wav: { format: number; channels: number; sampleRate: number; bitsPerSample: number; seconds: number } | null;
}

// Chromium's fake microphone plays an English sentence spoken by eSpeak NG (made at server start).
test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH_OPTIONS });

test('a learner records English, stops with Enter and gets the recognised text, the Spanish and its audio', async ({
  page,
  adminApi,
  request,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'en-es' });
  const before = ((await (await request.get(`${E2E_INSPECTOR_URL}/`)).json()) as ReceivedTranscription[]).length;
  await page.goto('/speechtranslate');
  await expect(page.getByRole('heading', { level: 1, name: 'Speech Translate' })).toBeVisible();

  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText(/Recording \d:\d\d/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  // Let the sentence play once through the fake microphone, then stop with Enter.
  await page.waitForTimeout(3_500);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Hello, how are you?')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Hola' })).toContainText(/Hola, cómo/);
  await expect.poll(async () => (await translationAudio(page)).played, { timeout: 20_000 }).toBe(true);

  // What reached the recognition engine: our 16 kHz mono 16-bit WAV and the source language.
  // The engine is shared with the tests running beside this one (the dialogue's live mode records too), so
  // this recording is found among those received since the page opened rather than taken as the last one.
  const received = (await (await request.get(`${E2E_INSPECTOR_URL}/`)).json()) as ReceivedTranscription[];
  const ours = received
    .slice(before)
    .filter((item) => item.language === 'en' && item.wav?.sampleRate === 16_000 && (item.wav?.seconds ?? 0) > 2.5);
  expect(ours.length, JSON.stringify(received.slice(before))).toBeGreaterThanOrEqual(1);
  expect(ours[0]).toMatchObject({
    model: 'whisper-1',
    language: 'en',
    wav: { format: 1, channels: 1, sampleRate: 16_000, bitsPerSample: 16 },
  });

  // Save Phrase keeps the original recording as well as the translation's audio.
  await page.getByRole('button', { name: 'Save Phrase' }).click();
  await expect(page.getByRole('button', { name: 'Phrase saved!' })).toBeVisible();
  const { token } = await adminApi.signInAs(account);
  const phrases = await (
    await page.request.get(phrasesEndpoints.listPhrases.path, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(phrases.phrases[0]).toMatchObject({ originalText: 'Hello, how are you?', sourceLanguage: 'en' });
  expect(phrases.phrases[0].originalAudioUrl).toBeTruthy();
  expect(phrases.phrases[0].audioUrl).toBeTruthy();
});

test('a refused microphone shows its message, worded in Russian for a Russian interface', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  // A pair the server serves, so Record is enabled, under a Russian interface.
  await presetLanguages(page, { selectedLanguagePair: 'en-es', interfaceLanguage: 'ru' });
  // The browser's answer when the learner blocks the microphone.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/speechtranslate');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('button', { name: 'Записать' }).click();
  await expect(page.getByRole('alert')).toContainText('Не удалось получить доступ к микрофону.');
  await expect(page.getByRole('button', { name: 'Записать' })).toBeEnabled();
});
