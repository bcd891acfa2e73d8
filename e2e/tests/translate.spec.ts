import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { PhrasesResponse } from '@tolk/contracts/phrases';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages, translationAudio } from '../support/preferences';

test('a learner translates English to Spanish with Apertium, hears it, saves and copies it', async ({
  page,
  adminApi,
  context,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  // An explicit English interface: otherwise it would follow the pair's source side, Spanish after the swap.
  await presetLanguages(page, { interfaceLanguage: 'en' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/texttranslate');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Translate' })).toBeVisible();

  // Pick English → Spanish in the pair dialog.
  await page
    .getByRole('button', { name: /^Change languages/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Language pair' });
  await dialog
    .getByRole('region', { name: 'From' })
    .getByRole('button', { name: /English/ })
    .click();
  await dialog
    .getByRole('region', { name: 'To' })
    .getByRole('button', { name: /Spanish/ })
    .click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBe('en-es');

  // Blank text is refused with its message.
  const box = page.getByRole('textbox', { name: /Text · English/ });
  await box.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter text to translate' })).toBeVisible();

  await box.fill('Hello, how are you?');
  await expect(page.getByText('19 / 5000 · Optimal')).toBeVisible();
  await box.press('Enter');
  const result = page.getByRole('status').filter({ hasText: 'Hola' });
  await expect(result).toContainText(/Hola, cómo/);
  const translation = (await result.textContent())?.trim() ?? '';

  // The translation's audio arrives and plays by itself.
  await expect.poll(async () => (await translationAudio(page)).played, { timeout: 20_000 }).toBe(true);
  const audio = await translationAudio(page);
  expect(audio.src).toMatch(/^blob:/);
  expect(audio.duration).toBeGreaterThan(0.3);

  await page.getByRole('button', { name: 'Save Phrase' }).click();
  await expect(page.getByRole('button', { name: 'Phrase saved!' })).toBeVisible();
  // The confirmation lasts 3 s, then the button is back.
  await expect(page.getByRole('button', { name: 'Save Phrase' })).toBeVisible({ timeout: 5_000 });
  const { token } = await adminApi.signInAs(account);
  const phrases = (await (
    await page.request.get(phrasesEndpoints.listPhrases.path, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as PhrasesResponse;
  expect(phrases.phrases).toHaveLength(1);
  expect(phrases.phrases[0]).toMatchObject({
    originalText: 'Hello, how are you?',
    translatedText: translation,
    sourceLanguage: 'en',
    targetLanguage: 'es',
    originalAudioUrl: null,
  });
  expect(phrases.phrases[0]?.audioUrl).toBeTruthy();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(translation);

  // Swap exchanges the languages and, with both present, the text and the translation.
  await page.getByRole('button', { name: 'Swap languages' }).first().click();
  await expect(page.getByRole('textbox', { name: /Text · Spanish/ })).toHaveValue(translation);
  await expect(page.getByRole('status').filter({ hasText: 'Hello, how are you?' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBe('es-en');

  // Clearing the text resets the result and the audio.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('The translation appears here.')).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(0);

  // A line break typed with Shift+Enter stays in the text and in its translation.
  const spanish = page.getByRole('textbox', { name: /Text · Spanish/ });
  await spanish.fill('Hola.');
  await spanish.press('Shift+Enter');
  await spanish.pressSequentially('Gracias.');
  await expect(spanish).toHaveValue('Hola.\nGracias.');
  await spanish.press('Enter');
  const lines = page.getByRole('status').filter({ hasText: 'Thank you' }).locator('p[lang="en"]');
  await expect.poll(() => lines.textContent()).toBe('Hello.\nThank you.');
});

test('the pair dialog searches, leaves the source out of the to-list, swaps and marks unavailable pairs', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'en-es', interfaceLanguage: 'en' });
  await page.goto('/texttranslate');
  await page
    .getByRole('button', { name: /^Change languages/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Language pair' });
  const from = dialog.getByRole('region', { name: 'From' });
  const to = dialog.getByRole('region', { name: 'To' });

  // The source is not offered as a target.
  await expect(from.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(to.getByRole('button', { name: /English/ })).toHaveCount(0);
  await expect(to.getByRole('button')).toHaveCount(19);

  // Search by native name and by code.
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('norsk');
  await expect(from.getByRole('button')).toHaveCount(1);
  await from.getByRole('button', { name: /Norwegian/ }).click();
  // No engine serves Norwegian → Spanish: the target becomes the first that works from Norwegian.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBe('no-da');
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('sv');
  await expect(to.getByRole('button')).toHaveCount(1);
  // Apertium translates Norwegian → Swedish: not marked.
  await expect(to.getByRole('button', { name: /Swedish/ })).not.toContainText('No engine yet');
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('');

  // No engine serves Norwegian → Japanese: still listed, marked, after the pairs that work; a
  // learner is not told how the server is set up.
  await expect(to.getByRole('button', { name: /Japanese/ })).toContainText('No engine yet');
  await expect(to.getByRole('button').nth(0)).toContainText('Swedish');
  await expect(to.getByRole('button').nth(1)).toContainText('Danish');
  await expect(dialog.getByText(/APERTIUM_URL|Configure/)).toHaveCount(0);

  // Swap inside the dialog: Danish → Norwegian.
  await dialog.getByRole('button', { name: 'Swap languages' }).click();
  await expect(from.getByRole('button', { name: /Danish/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(to.getByRole('button', { name: /Norwegian/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBe('da-no');
});

test('a pair no engine serves: Translate is disabled with the reason, and a pair that works is one click away', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'ja-ko', interfaceLanguage: 'en' });
  await page.goto('/texttranslate');
  const reason = "Translation from Japanese into Korean isn't available on this server yet.";
  const result = page.getByRole('status').filter({ hasText: reason });
  await expect(result).toBeVisible();
  const translate = page.getByRole('button', { name: 'Translate' });
  await expect(translate).toBeDisabled();
  await expect(translate).toHaveAccessibleDescription(reason);
  await expect(page.locator('body')).not.toContainText(/APERTIUM_URL|Configure/);

  // The server's own 503 to a learner says what is missing, not how to set the server up.
  const { token } = await adminApi.signInAs(account);
  const answer = await page.request.post(translationEndpoints.translateText.path, {
    data: { text: 'こんにちは', direction: 'ja-ko' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(503);
  expect(await answer.json()).toEqual({
    code: 'ENGINE_UNAVAILABLE',
    error: 'No translation engine serves Japanese → Korean.',
  });

  await result.getByRole('button', { name: 'English → Spanish' }).click();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBe('en-es');
  const box = page.getByRole('textbox', { name: /Text · English/ });
  await box.fill('Good morning');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Buenos/ })).toBeVisible();
});
