import { readFile } from 'node:fs/promises';
import { TRACK_UNDO_MS } from '@tolk/contracts/limits';
import { expect, followNavLink, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';

test('two phrases become one track: created from /phrases, played, downloaded as MP3 and deleted on /audio', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  await library.savePhrase({
    text: 'God morgen',
    translation: 'Доброе утро',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });
  await library.savePhrase({ text: 'Takk', translation: 'Спасибо', sourceLanguage: 'no', targetLanguage: 'ru' });

  await page.goto('/phrases');
  await page.getByRole('checkbox', { name: 'God morgen' }).check();
  await page.getByRole('checkbox', { name: 'Takk' }).check();
  await page.getByRole('button', { name: 'Create Audio Track (2 phrases)' }).click();
  await expect(page.getByText('Audio track created successfully!')).toBeVisible({ timeout: 30_000 });
  // The selection is cleared once the track exists.
  await expect(page.getByRole('checkbox', { name: 'God morgen' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: /Create Audio Track/ })).toHaveCount(0);
  const [track] = await library.tracks();
  expect(track?.phraseCount).toBe(2);
  const name = track?.name ?? '';
  expect(name).toMatch(/^Audio Track /);

  await followNavLink(page, 'Audio');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Total duration').locator('..')).toContainText(/\d+:\d\d/);

  // Play: the position advances; Stop Audio ends it.
  await page.getByRole('button', { name: `Play ${name}` }).click();
  const position = page.getByRole('progressbar', { name: 'Playback position' });
  await expect(position).toHaveAttribute('aria-valuenow', /[1-9]/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop Audio', exact: true }).click();
  await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();

  // Download: a named MP3 file.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^audio-track-[\p{L}\p{N}-]+\.mp3$/u);
  const bytes = await readFile((await download.path()) as string);
  const isMp3 =
    bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
  expect(isMp3).toBe(true);
  // The track was listed while it rendered (size 0 then); read again, it has the file's size.
  const [rendered] = await library.tracks();
  expect(bytes.length).toBe(rendered?.fileSize);

  // Delete offers Undo: undone, the track stays, on the screen and on the server.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('No audio tracks yet')).toBeVisible();
  await expect(page.getByText(`“${name}” deleted.`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();
  await page.waitForTimeout(TRACK_UNDO_MS + 1000);
  expect((await library.tracks()).map((kept) => kept.name)).toEqual([name]);

  // Not undone, the server deletes it once the toast has gone.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('No audio tracks yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: TRACK_UNDO_MS + 5000 });
  await expect.poll(() => library.tracks(), { timeout: 10_000 }).toEqual([]);
  await page.reload();
  await expect(page.getByText('No audio tracks yet')).toBeVisible();
});

test('a track renders in the background: /audio shows its progress, then plays it without a reload', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  // Texts no one spoke before (the speech cache would answer them at once): rendering takes seconds.
  const fresh = `${Date.now()}`;
  const phrases = [];
  for (let index = 0; index < 30; index++) {
    phrases.push(
      await library.savePhrase({
        text: `Setning nummer ${index} av ${fresh}`,
        translation: `Предложение номер ${index} из ${fresh}`,
        sourceLanguage: 'no',
        targetLanguage: 'ru',
      }),
    );
  }
  const started = await library.startTrack({ name: 'Long lesson', phraseIds: phrases.map((phrase) => phrase.id) });
  expect(started.status).toBe('rendering');
  await page.goto('/audio');
  await expect(page.getByRole('progressbar', { name: 'Rendering progress of Long lesson' })).toBeVisible();
  await expect(page.getByText(/^Rendering… \d+ %$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play Long lesson' })).toHaveCount(0);
  // Ready: it plays, and the rendering's progress has gone, with no reload.
  await expect(page.getByRole('button', { name: 'Play Long lesson' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Rendering progress of Long lesson' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Long lesson' })).toBeVisible();
});

test('clear all tracks asks first: cancel keeps them, confirm removes them', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  const phrase = await library.savePhrase({
    text: 'Ja',
    translation: 'Да',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });
  await library.createTrack({ name: 'Morning words', phraseIds: [phrase.id] });

  await page.goto('/audio');
  await expect(page.getByText('Morning words')).toBeVisible();
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Clear All' }).click();
  expect(messages).toEqual(['Are you sure you want to clear all tracks?']);
  expect(await library.tracks()).toHaveLength(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('All tracks cleared')).toBeVisible();
  expect(await library.tracks()).toEqual([]);
});

test('one track plays at a time: starting another stops the first', async ({ page, adminApi, playwright, baseURL }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  const phrase = await library.savePhrase({
    text: 'En, to, tre, fire, fem, seks, sju, åtte.',
    translation: 'Один, два, три, четыре, пять, шесть, семь, восемь.',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });
  await library.createTrack({ name: 'First track', phraseIds: [phrase.id] });
  await library.createTrack({ name: 'Second track', phraseIds: [phrase.id] });

  await page.goto('/audio');
  await page.getByRole('button', { name: 'Play First track' }).click();
  await expect(page.getByRole('button', { name: 'Stop First track' })).toBeVisible();
  await page.getByRole('button', { name: 'Play Second track' }).click();
  await expect(page.getByRole('button', { name: 'Stop Second track' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play First track' })).toBeVisible();
  // One progress bar only, the second track's, and it advances.
  const position = page.getByRole('progressbar', { name: 'Playback position' });
  await expect(position).toHaveCount(1);
  await expect(position).toHaveAttribute('aria-valuenow', /[1-9]/, { timeout: 15_000 });
});
