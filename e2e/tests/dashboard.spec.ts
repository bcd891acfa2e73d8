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
  let userId: string;

  test.beforeEach(async ({ page, adminApi, playwright, baseURL }) => {
    const account = await adminApi.createAccount();
    email = account.email;
    userId = account.user.id;
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
    // Refused for good: said in the learner's words, kept on the device, never sent again.
    await expect(
      page.getByText(/^“Ugyldig” cannot be uploaded: .+\. It stays on this device until you delete it/),
    ).toBeVisible();
    expect((await library.phrases()).map((phrase) => phrase.originalText)).toEqual(['Gyldig']);
  });

  test('a phrase and a trainer the server refuses for good say why where they are kept, and can be deleted', async ({
    page,
  }) => {
    const trainer = 'Тренажёр 17.05.2025, 09:30:09';
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
    await putLocalRecord(page, 'tolk-audio-trainers', 'trainers', {
      id: '1747467009000',
      name: trainer,
      audioBase64List: ['bm90IGF1ZGlv'],
    });
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect(page.getByText(`“${trainer}” cannot be uploaded:`, { exact: false })).toBeVisible();
    await expect(page.getByText('“Ugyldig” cannot be uploaded:', { exact: false })).toBeVisible();

    await page.goto('/audio');
    const kept = page
      .getByRole('region', { name: 'On this device' })
      .getByRole('listitem')
      .filter({ hasText: trainer });
    await expect(kept).toContainText(/Not uploaded: .+/);
    await kept.getByRole('button', { name: `Delete ${trainer}` }).click();
    await expect(page.getByRole('region', { name: 'On this device' })).toHaveCount(0);

    await page.goto('/phrases');
    const phrase = page.getByRole('listitem').filter({ hasText: 'Ugyldig' });
    await expect(phrase).toContainText(/Not uploaded: .+/);
    await phrase.getByRole('button', { name: 'Delete “Ugyldig”' }).click();
    await expect(page.getByText('Ugyldig')).toHaveCount(0);

    // Nothing is left on this device, and Sync Data has nothing to report.
    expect(await readLocalRecords(page, 'tolk-audio-trainers', 'trainers')).toEqual([]);
    expect(await readLocalRecords(page, 'tolk-phrases', 'phrases')).toEqual([]);
    await page.goto('/dashboard');
    await syncOnce(page);
    expect(await library.tracks()).toEqual([]);
  });
  test('/home, the statistics dashboard, says there is nothing yet for a new user', async ({ page, adminApi }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning statistics' })).toBeVisible();
    const userCard = page.getByText('Signed in as').locator('..');
    await expect(userCard).toContainText(email);
    await expect(userCard).toContainText('Active');
    await expect(userCard).not.toContainText('ADMIN');
    await expect(page.getByText('No data yet. Start learning!')).toBeVisible();
    const stats = page.getByRole('region', { name: 'Your statistics' });
    await expect(stats.getByText('My phrases').locator('..')).toContainText('0');
    await expect(stats.getByText('Practice time').locator('..')).toContainText('0m');
    await expect(page.getByRole('region', { name: 'Your languages' })).toHaveCount(0);
    const actions = page.getByRole('region', { name: 'Quick actions' }).getByRole('link');
    await expect(actions).toHaveCount(3);
    for (const [index, path] of ['/gpt-dialogue', '/speaking', '/phrases'].entries()) {
      await expect(actions.nth(index)).toHaveAttribute('href', path);
    }
    await syncOnce(page);

    // An administrator's card carries the ADMIN badge.
    await adminApi.setRole(userId, 'ADMIN');
    await page.reload();
    await expect(userCard).toContainText('ADMIN');
  });

  test('/home counts phrases and studied words per language and lists the real recent activity', async ({ page }) => {
    const phrases: [string, string, 'en' | 'ru'][] = [
      ['God morgen', 'Good morning', 'en'],
      ['God natt', 'Good night', 'en'],
      ['Takk', 'Thanks', 'en'],
      ['Hei', 'Привет', 'ru'],
    ];
    for (const [text, translation, targetLanguage] of phrases) {
      await library.savePhrase({ text, translation, sourceLanguage: 'no', targetLanguage, withAudio: false });
    }
    // The study list: one Norwegian word, two English ones, none Russian.
    await library.addStudyWord('morgen', 'no');
    await library.addStudyWord('night', 'en');
    await library.addStudyWord('thanks', 'en');
    // French only on the study list: a card of its own.
    await library.addStudyWord('bonjour', 'fr');

    await page.goto('/home');
    const stats = page.getByRole('region', { name: 'Your statistics' });
    await expect(stats.getByText('My phrases').locator('..')).toContainText('4');
    await expect(stats.getByText('My audio tracks').locator('..')).toContainText('0');
    await expect(page.getByText('No data yet. Start learning!')).toHaveCount(0);

    const languages = page.getByRole('region', { name: 'Your languages' }).getByRole('listitem');
    await expect(languages).toHaveCount(4);
    // Words studied are the study list's, not the words of the phrases (god, morgen, natt, takk, hei).
    const figures: [string, string, string, number][] = [
      ['Norwegian', '4', '1', 100],
      ['English', '3', '2', 75],
      ['Russian', '1', '0', 25],
      ['French', '0', '1', 0],
    ];
    for (const [index, [name, phraseCount, words, share]] of figures.entries()) {
      const card = languages.nth(index);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByText('Phrases', { exact: true }).locator('..')).toContainText(phraseCount);
      await expect(card.getByText('Words studied').locator('..')).toHaveText(`Words studied${words}`);
      await expect(card.getByRole('progressbar', { name: `In ${share}% of your phrases` })).toHaveAttribute(
        'aria-valuenow',
        String(share),
      );
    }

    const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
    await expect(activity).toHaveCount(4);
    await expect(activity.first()).toContainText('Added new phrase “Hei”');
    await expect(activity.first()).toContainText('Norwegian → Russian');
    await expect(activity.last()).toContainText('Added new phrase “God morgen”');
  });
});
