import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';
import { putLocalRecord, readLocalRecords } from '../support/local-stores';

/**
 * Presses Sync Data and waits for its success banner, then for the banner to go (5 s), so the
 * next sync's banner is its own. The first sync also opens this browser's local stores.
 */
async function syncOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sync Data' }).click();
  await expect(page.getByText('Data synchronized successfully')).toBeVisible();
  await expect(page.getByText('Data synchronized successfully')).toBeHidden({ timeout: 8000 });
}

test.describe('the dashboard', () => {
  let library: LibraryApi;
  let email: string;

  test.beforeEach(async ({ page, adminApi, playwright, baseURL }) => {
    const account = await adminApi.createAccount();
    email = account.email;
    await signIn(page, adminApi, account);
    const { token } = await adminApi.signInAs(account);
    library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  });

  test('welcomes the user and shows real counters and the newest phrases and tracks', async ({ page }) => {
    const texts = ['En', 'To', 'Tre', 'Fire', 'Fem', 'Seks', 'Sju'];
    const saved = [];
    for (const text of texts) {
      saved.push(
        await library.savePhrase({
          text,
          translation: `${text}!`,
          sourceLanguage: 'no',
          targetLanguage: 'en',
          withAudio: false,
        }),
      );
    }
    const withAudio = await library.savePhrase({
      text: 'Hei',
      translation: 'Hi',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await library.createTrack({ name: 'Greetings', phraseIds: [withAudio.id] });

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${email}` })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Your statistics' });
    await expect(stats.getByText('My phrases').locator('..')).toContainText('8');
    await expect(stats.getByText('My audio tracks').locator('..')).toContainText('1');

    const recentPhrases = page.getByRole('region', { name: 'Recent phrases' });
    await expect(recentPhrases.getByRole('listitem')).toHaveCount(6);
    await expect(recentPhrases.getByText('Hei', { exact: true })).toBeVisible();
    await expect(recentPhrases.getByText('En', { exact: true })).toHaveCount(0);
    await expect(recentPhrases.getByRole('link', { name: 'All phrases' })).toHaveAttribute('href', '/phrases');

    const recentTracks = page.getByRole('region', { name: 'Recent audio tracks' });
    await expect(recentTracks.getByText('Greetings')).toBeVisible();
    await expect(recentTracks.getByText(/^\d+:\d\d$/)).toBeVisible();

    await page.getByRole('button', { name: 'Interface language', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Sync Data uploads a phrase saved on this device once, however often it runs', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${email}` })).toBeVisible();
    await syncOnce(page);

    const audio = await library.speak('Takk for i dag', 'no');
    await putLocalRecord(page, 'tolk-phrases', 'phrases', {
      id: '1747467000000',
      text: 'Takk for i dag',
      translation: 'Thanks for today',
      originalAudioBlob: null,
      translatedAudioBase64: audio,
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });

    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect(page.getByText('Data synchronized successfully')).toBeVisible();
    const [uploaded] = await library.phrases();
    expect(uploaded?.originalText).toBe('Takk for i dag');
    expect(uploaded?.audioUrl).not.toBeNull();
    const [local] = await readLocalRecords(page, 'tolk-phrases', 'phrases');
    expect(local?.serverId).toBe(uploaded?.id);
    await expect(page.getByRole('region', { name: 'Recent phrases' }).getByText('Takk for i dag')).toBeVisible();

    // The banner goes after 5 s; a second sync uploads nothing again.
    await expect(page.getByText('Data synchronized successfully')).toBeHidden({ timeout: 8000 });
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect(page.getByText('Data synchronized successfully')).toBeVisible();
    expect(await library.phrases()).toHaveLength(1);
  });

  test('a sync interrupted after the upload does not upload the phrase again', async ({ page }) => {
    // The server has the phrase, but this device never recorded that it was uploaded.
    await library.savePhrase({
      text: 'Ha det',
      translation: 'Bye',
      sourceLanguage: 'no',
      targetLanguage: 'en',
      withAudio: false,
    });
    await page.goto('/audio');
    await putLocalRecord(page, 'tolk-audio-trainers', 'trainers', {
      id: '1747467000001',
      name: 'Тренажёр 17.05.2025, 09:30:01',
      audioBase64List: [await library.speak('ha det', 'no')],
    });
    await page.goto('/dashboard');
    await syncOnce(page);
    await putLocalRecord(page, 'tolk-phrases', 'phrases', {
      id: '1747467000000',
      text: 'Ha det',
      translation: 'Bye',
      originalAudioBlob: null,
      translatedAudioBase64: null,
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect(page.getByText('Data synchronized successfully')).toBeVisible();
    expect(await library.phrases()).toHaveLength(1);
    const tracks = await library.tracks();
    expect(tracks.map((track) => track.name)).toEqual(['Тренажёр 17.05.2025, 09:30:01']);

    // The uploaded trainer is a server track now, no longer listed as waiting on this device.
    await page.goto('/audio');
    await expect(page.getByText('Тренажёр 17.05.2025, 09:30:01')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'On this device' })).toHaveCount(0);
  });

  test('a phrase the server refuses is named in the sync error, and the others still upload', async ({ page }) => {
    await page.goto('/dashboard');
    await syncOnce(page);
    await putLocalRecord(page, 'tolk-phrases', 'phrases', {
      id: 'bad',
      text: 'Ugyldig',
      translation: 'Invalid',
      originalAudioBlob: null,
      translatedAudioBase64: 'bm90IGF1ZGlv',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await putLocalRecord(page, 'tolk-phrases', 'phrases', {
      id: 'good',
      text: 'Gyldig',
      translation: 'Valid',
      originalAudioBlob: null,
      translatedAudioBase64: null,
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect(page.getByText('Sync error')).toBeVisible();
    await expect(page.getByText('Full sync failed: Failed to sync phrases')).toBeVisible();
    await expect(page.getByText(/^Failed to sync phrase “Ugyldig”: .+/)).toBeVisible();
    expect((await library.phrases()).map((phrase) => phrase.originalText)).toEqual(['Gyldig']);
  });
});

test('/home is the same personal home', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Data' })).toBeVisible();
});
